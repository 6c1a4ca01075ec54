import { Link } from '@/router';
import { postPath } from '@/config/paths';
import type { BlogTexts } from '@/content/schema';
import type { PostSummary } from '@/content';
import { blogEntriesOf, type BlogEntry } from '@/content/series';
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
  /** Each series once, as the blog's index lists them. */
  seriesOnce?: boolean;
}

/**
 * Posts, newest first: each its title (the link to it), description, date, reading time and tags;
 * with `seriesOnce` (the blog's index), each series once, where its newest part would be.
 */
export function PostList({
  posts,
  words,
  pathIn,
  currentTag,
  entryHeading: EntryHeading = 'h2',
  seriesOnce = false,
}: PostListProps) {
  const entries: BlogEntry[] = seriesOnce ? blogEntriesOf(posts) : posts.map((post) => ({ post }));
  return (
    <ol className={styles.posts}>
      {entries.map((entry) =>
        entry.series === undefined ? (
          <li key={entry.post.slug}>
            <PostEntry
              post={entry.post}
              words={words}
              pathIn={pathIn}
              currentTag={currentTag}
              EntryHeading={EntryHeading}
            />
          </li>
        ) : (
          <li key={`series-${entry.series}`}>
            <SeriesEntry
              name={entry.series}
              parts={entry.parts}
              words={words}
              pathIn={pathIn}
              EntryHeading={EntryHeading}
            />
          </li>
        ),
      )}
    </ol>
  );
}

interface EntryProps {
  words: BlogTexts;
  pathIn: (path: string) => string;
  EntryHeading: 'h2' | 'h3';
}

function PostEntry({
  post,
  words,
  pathIn,
  currentTag,
  EntryHeading,
}: EntryProps & { post: PostSummary; currentTag?: string }) {
  return (
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
  );
}

/**
 * A series as the blog's index lists it: its name, the link to its first part, with what that
 * part is about, then each part, numbered, in the order they were published, with its day.
 */
function SeriesEntry({
  name,
  parts: seriesParts,
  words,
  pathIn,
  EntryHeading,
}: EntryProps & { name: string; parts: readonly PostSummary[] }) {
  const [first] = seriesParts;
  const id = `series-${first?.slug}`;
  return (
    <article className={styles.entry} aria-labelledby={id}>
      <EntryHeading id={id} className={styles.entryTitle}>
        <Link to={pathIn(postPath(first?.slug ?? ''))}>{fillText(words.series, { name })}</Link>
      </EntryHeading>
      <p className={styles.entryDescription}>{first?.description}</p>
      <ol className={styles.seriesParts}>
        {seriesParts.map((part) => (
          <li key={part.slug}>
            <Link to={pathIn(postPath(part.slug))}>{part.title}</Link>
            <span className={parts.meta}>
              <span aria-hidden="true"> · </span>
              <time dateTime={part.published}>{part.publishedText}</time>
            </span>
          </li>
        ))}
      </ol>
    </article>
  );
}
