import { sectionIds } from '@/config/paths';
import { Carousel } from '@/components/carousel/Carousel';
import type { Project } from '@/content';
import { ProjectSlide } from './ProjectSlide';
import styles from './WorkSection.module.css';

export interface WorkSectionProps {
  heading: string;
  projects: readonly Project[];
}

export function WorkSection({ heading, projects }: WorkSectionProps) {
  return (
    <section id={sectionIds.work} className={styles.work} aria-labelledby="work-heading">
      <h2 id="work-heading" className={styles.heading}>
        {heading}
      </h2>
      <Carousel
        label="Projects"
        slideNoun="Project"
        slides={projects.map((project, index) => ({
          id: project.id,
          title: project.title,
          content: <ProjectSlide project={project} isFirst={index === 0} />,
        }))}
      />
    </section>
  );
}
