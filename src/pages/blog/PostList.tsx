import { Link } from 'react-router';
import { postPath } from '@/config/paths';
import type { BlogTexts } from '@/content/schema';
import type { PostSummary } from '@/content';
import { fillText } from '@/lib/fillText';
import { PostTags } from './PostTags';
import parts from './PostParts.module.css';
import styles from './Blog.module.css';

interface PostListProps {
  posts: readonly PostSummary[];
  words: BlogTexts;
  /** A route path in the page's language: `/blog/x` → `/uk/blog/x`. */
  pathIn: (path: string) => string;
  /** The tag whose page lists them, marked on each. */
  currentTag?: string;
  /** Each post's heading: `h3` where the list is under a heading of its own. */
  entryHeading?: 'h2' | 'h3';
}

/** Posts, newest first: each its title (the link to it), description, date, reading time and tags. */
export function PostList({
  posts,
  words,
  pathIn,
  currentTag,
  entryHeading: EntryHeading = 'h2',
}: PostListProps) {
  return (
    <ol className={styles.posts}>
      {posts.map((post) => (
        <li key={post.slug}>
          <article className={styles.entry} aria-labelledby={`post-${post.slug}`}>
            <EntryHeading id={`post-${post.slug}`} className={styles.entryTitle}>
              <Link to={pathIn(postPath(post.slug))}>{post.title}</Link>
            </EntryHeading>
            <p className={styles.entryDescription}>{post.description}</p>
            <p className={parts.meta}>
              <time dateTime={post.published}>{post.publishedText}</time>
              <span aria-hidden="true"> · </span>
              <span>{fillText(words.readingTime, { minutes: post.readingMinutes })}</span>
              {post.scheduled && (
                // The owner's note in `npm run dev`, which alone lists such a post: no visitor's word.
                <strong> · Scheduled: the build leaves it out until this day</strong>
              )}
            </p>
            <PostTags tags={post.tags} label={words.tags} pathIn={pathIn} current={currentTag} />
          </article>
        </li>
      ))}
    </ol>
  );
}
