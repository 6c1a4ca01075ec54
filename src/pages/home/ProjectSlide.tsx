import { Link } from '@/router';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { ProjectPreview } from '@/components/picture/ProjectPreview';
import { SkillLinks } from '@/components/skills/SkillLinks';
import { projectAnchor } from '@/config/paths';
import type { InterfaceTexts, Project } from '@/content';
import styles from './ProjectSlide.module.css';

export interface ProjectSlideProps {
  project: Project;
  texts: Pick<InterfaceTexts, 'viewProject' | 'opensInNewTab' | 'skills'>;
  /** The project's case study page and the words of the link to it, where it has one. */
  caseStudy?: { href: string; read: string };
  /**
   * The slide shown first. On wide screens its preview is in the first view and the largest
   * thing on it, so it loads at once; the others load as they come into view.
   */
  isFirst?: boolean;
}

/** Sizes the preview is shown at, matching the slide grid in ProjectSlide.module.css. */
const PREVIEW_SIZES = '(min-width: 1200px) 660px, (min-width: 768px) 56vw, 92vw';

export function ProjectSlide({ project, texts, caseStudy, isFirst = false }: ProjectSlideProps) {
  return (
    // The case study's way back lands here (`/#project-<id>`).
    <article id={projectAnchor(project.id)} className={styles.card}>
      <ProjectPreview
        project={project}
        sizes={PREVIEW_SIZES}
        className={styles.preview}
        imageClassName={styles.image}
        loading={isFirst ? 'eager' : 'lazy'}
      />
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.description}>{project.description}</p>
        {project.skills && project.skills.length > 0 && (
          <SkillLinks skillIds={project.skills} label={texts.skills} size="small" />
        )}
        <div className={styles.links}>
          {caseStudy && (
            <Link to={caseStudy.href} className={styles.caseStudyLink}>
              {caseStudy.read}
              <span className="visually-hidden">: {project.title}</span>
              <Icon name="arrowRight" className={styles.linkIcon} />
            </Link>
          )}
          <ExternalLink
            href={project.project}
            className={styles.link}
            newTabNote={texts.opensInNewTab}
          >
            {texts.viewProject}
            <span className="visually-hidden">: {project.title}</span>
            <Icon name="arrowUpRight" className={styles.linkIcon} />
          </ExternalLink>
        </div>
      </div>
    </article>
  );
}
