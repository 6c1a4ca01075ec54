import { Link } from '@/router';
import { tagPath } from '@/config/paths';
import type { PostTag } from '@/content';
import styles from './PostParts.module.css';

interface PostTagsProps {
  tags: readonly PostTag[];
  /** The list's name for screen readers: "Tags". */
  label: string;
  pathIn: (path: string) => string;
  /** The tag whose page this is, marked as the current one. */
  current?: string;
}

/** Tags as links to their pages. */
export function PostTags({ tags, label, pathIn, current }: PostTagsProps) {
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            to={pathIn(tagPath(tag.slug))}
            className={styles.tag}
            aria-current={tag.slug === current ? 'page' : undefined}
          >
            {tag.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
