import { ExternalLink } from '@/components/external-link/ExternalLink';
import { Icon } from '@/components/icon/Icon';
import { getProjectPicture, type InterfaceTexts, type Project } from '@/content';
import styles from './ProjectSlide.module.css';

export interface ProjectSlideProps {
  project: Project;
  texts: Pick<InterfaceTexts, 'viewProject' | 'opensInNewTab'>;
  /**
   * The slide shown first. On wide screens its preview is in the first view and the largest
   * thing on it, so it loads at once; the others load as they come into view.
   */
  isFirst?: boolean;
}

/** Sizes the preview is shown at, matching the slide grid in ProjectSlide.module.css. */
const PREVIEW_SIZES = '(min-width: 1200px) 660px, (min-width: 768px) 56vw, 92vw';

export function ProjectSlide({ project, texts, isFirst = false }: ProjectSlideProps) {
  const preview = getProjectPicture(project.image);
  return (
    <article className={styles.card}>
      <picture className={styles.preview}>
        {preview.sources.map((source) => (
          <source
            key={source.type}
            type={source.type}
            srcSet={source.srcSet}
            sizes={PREVIEW_SIZES}
          />
        ))}
        <img
          className={styles.image}
          src={preview.src}
          width={preview.width}
          height={preview.height}
          alt={project.imageAlt}
          loading={isFirst ? 'eager' : 'lazy'}
          decoding="async"
        />
      </picture>
      <div className={styles.body}>
        <h3 className={styles.title}>{project.title}</h3>
        <p className={styles.description}>{project.description}</p>
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
    </article>
  );
}
