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

export function WorkSection({ heading, projects, texts }: WorkSectionProps) {
  return (
    <section id={sectionIds.work} className={styles.work} aria-labelledby="work-heading">
      <h2 id="work-heading" className={styles.heading}>
        {heading}
      </h2>
      <Carousel
        texts={texts}
        slides={projects.map((project, index) => ({
          id: project.id,
          title: project.title,
          content: <ProjectSlide project={project} texts={texts} isFirst={index === 0} />,
        }))}
      />
    </section>
  );
}
