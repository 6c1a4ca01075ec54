import { getProjectPicture, type Project } from '@/content';
import styles from './ProjectPreview.module.css';
import { ResponsivePicture } from './ResponsivePicture';

export interface ProjectPreviewProps {
  project: Pick<Project, 'image' | 'imageAlt'>;
  /** The widths it is shown at, matching the stylesheet of the place it is shown. */
  sizes: string;
  loading: 'eager' | 'lazy';
  /** The place's own additions to the frame and to the picture. */
  className?: string;
  imageClassName?: string;
}

/** A project's picture at 16:10, on its slide and atop its case study. */
export function ProjectPreview({
  project,
  sizes,
  loading,
  className = '',
  imageClassName = '',
}: ProjectPreviewProps) {
  return (
    <ResponsivePicture
      picture={getProjectPicture(project.image)}
      sizes={sizes}
      alt={project.imageAlt}
      className={`${styles.preview} ${className}`.trim()}
      imageClassName={`${styles.image} ${imageClassName}`.trim()}
      loading={loading}
    />
  );
}
