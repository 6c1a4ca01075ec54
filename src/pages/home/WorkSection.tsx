import { caseStudyPath, sectionIds } from '@/config/paths';
import { Carousel } from '@/components/carousel/Carousel';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { siteLanguages, type InterfaceTexts, type Project } from '@/content';
import { ProjectSlide } from './ProjectSlide';
import styles from './WorkSection.module.css';

export interface WorkSectionProps {
  heading: string;
  projects: readonly Project[];
  texts: InterfaceTexts;
}

/** The projects: a carousel of them, or, when there is only one, that project on its own. */
export function WorkSection({ heading, projects, texts }: WorkSectionProps) {
  const { pathIn } = usePageLanguage();
  const [onlyProject] = projects.length === 1 ? projects : [];
  const caseStudyOf = ({ id }: Project) =>
    texts.caseStudy && siteLanguages.caseStudies.includes(id)
      ? { href: pathIn(caseStudyPath(id)), read: texts.caseStudy.read }
      : undefined;
  return (
    <section id={sectionIds.work} className={styles.work} aria-labelledby="work-heading">
      <h2 id="work-heading" className={styles.heading}>
        {heading}
      </h2>
      {onlyProject ? (
        <ProjectSlide
          project={onlyProject}
          texts={texts}
          caseStudy={caseStudyOf(onlyProject)}
          isFirst
        />
      ) : (
        <Carousel
          texts={texts}
          slides={projects.map((project, index) => ({
            id: project.id,
            title: project.title,
            content: (
              <ProjectSlide
                project={project}
                texts={texts}
                caseStudy={caseStudyOf(project)}
                isFirst={index === 0}
              />
            ),
          }))}
        />
      )}
    </section>
  );
}
