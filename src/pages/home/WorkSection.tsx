import { sectionIds } from '@/config/paths';
import { Carousel } from '@/components/carousel/Carousel';
import type { InterfaceTexts, Project } from '@/content';
import { ProjectSlide } from './ProjectSlide';
import styles from './WorkSection.module.css';

export interface WorkSectionProps {
  heading: string;
  projects: readonly Project[];
  texts: InterfaceTexts;
}

/** The projects: a carousel of them, or, when there is only one, that project on its own. */
export function WorkSection({ heading, projects, texts }: WorkSectionProps) {
  const [onlyProject] = projects.length === 1 ? projects : [];
  return (
    <section id={sectionIds.work} className={styles.work} aria-labelledby="work-heading">
      <h2 id="work-heading" className={styles.heading}>
        {heading}
      </h2>
      {onlyProject ? (
        <ProjectSlide project={onlyProject} texts={texts} isFirst />
      ) : (
        <Carousel
          texts={texts}
          slides={projects.map((project, index) => ({
            id: project.id,
            title: project.title,
            content: <ProjectSlide project={project} texts={texts} isFirst={index === 0} />,
          }))}
        />
      )}
    </section>
  );
}
