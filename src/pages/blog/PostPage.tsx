import { useMemo } from 'react';
import { Link } from '@/router';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { PageComments } from 'virtual:site-comments';
import { Icon } from '@/components/icon/Icon';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { LongFormStory } from '@/components/long-form/longFormComponents';
import bodyStyles from '@/components/long-form/LongFormBody.module.css';
import page from '@/components/long-form/LongFormPage.module.css';
import { PageHead } from '@/components/page-head/PageHead';
import { printsAsArticleAttribute } from '@/config/markup';
import { usePageNeed } from '@/components/page-head/pageNeeds';
import { pageUrl } from '@/config/pageUrl';
import { blogPath, paths, postPath, postPreviewPath, sharePictureSize } from '@/config/paths';
import { blogIn, type PostModule, type PostSummary } from '@/content';
import type { BlogTexts } from '@/content/schema';
import { partsOfSeries } from '@/content/series';
import { ownEntry } from '@/content/ownEntry';
import { fillText } from '@/lib/fillText';
import { useSectionInView } from '@/lib/useSectionInView';
import { postJsonLd } from './postJsonLd';
import { PostTags } from './PostTags';
import parts from './PostParts.module.css';
import styles from './PostPage.module.css';

/** A post with this many sections or more opens with a table of contents. */
export const SECTIONS_FOR_CONTENTS = 3;

/**
 * A post: its title, description, dates, reading time and tags, a table of contents when it is
 * long, the story the owner wrote in MDX, and the ways on: the posts before and after it, all
 * posts; then the contacts, as on every page.
 */
export function PostPage({ post: postModule }: { post: PostModule }) {
  const { language, content, pathIn } = usePageLanguage();
  usePageNeed('printsAsArticle');
  const { default: Story, post, sections } = postModule;
  const { posts, words, relatedPosts } = blogIn(language);
  const index = posts.findIndex(({ slug }) => slug === post.slug);
  // Newest first: the post before it in time is the one after it in the list.
  const previous = posts[index + 1];
  const next = index > 0 ? posts[index - 1] : undefined;
  const hasContents = sections.length >= SECTIONS_FOR_CONTENTS;
  const related = (ownEntry(relatedPosts, post.slug) ?? []).flatMap(
    (slug) => posts.find((other) => other.slug === slug) ?? [],
  );

  return (
    <>
      <article
        className={hasContents ? `${page.article} ${styles.withContents}` : page.article}
        aria-labelledby="post-title"
        {...{ [printsAsArticleAttribute]: '' }}
        data-pagefind-body=""
      >
        <PageHead
          title={fillText(words.postTitle, { title: post.title, name: content.profile.name })}
          description={post.description}
          path={postPath(post.slug)}
          preview={{
            type: 'article',
            image: {
              url: pageUrl(content.siteUrl, pathIn(postPreviewPath(post.slug))),
              type: 'image/png',
              ...sharePictureSize,
              alt: post.title,
            },
          }}
          structuredData={(url) =>
            postJsonLd({
              content,
              post,
              url,
              homeUrl: pageUrl(content.siteUrl, pathIn(paths.home)),
            })
          }
        />
        <header className={page.header}>
          <h1 id="post-title" className={page.title} data-pagefind-meta="title">
            {post.title}
          </h1>
          <p className={page.summary}>{post.description}</p>
          <p className={parts.meta} data-pagefind-ignore="">
            <span>
              {words.published} <time dateTime={post.published}>{post.publishedText}</time>
            </span>
            {post.updated && (
              <span>
                <span aria-hidden="true"> · </span>
                {words.updated} <time dateTime={post.updated}>{post.updatedText}</time>
              </span>
            )}
            <span aria-hidden="true"> · </span>
            <span>{fillText(words.readingTime, { minutes: post.readingMinutes })}</span>
          </p>
          <PostTags tags={post.tags} label={words.tags} pathIn={pathIn} />
          {post.series && (
            <SeriesParts post={post} parts={partsOfSeries(posts, post.series)} words={words} />
          )}
        </header>
        {hasContents && <Contents sections={sections} title={words.contents} />}
        <div className={bodyStyles.body}>
          <LongFormStory Story={Story} words={content.interface} where="page" />
        </div>
        {related.length > 0 && (
          <RelatedPosts posts={related} heading={words.relatedPosts} pathIn={pathIn} />
        )}
        <PageComments kind="posts" />
        <footer className={page.onwards} data-pagefind-ignore="">
          <Link to={pathIn(blogPath)} className={page.back}>
            <Icon name="arrowLeft" className={page.icon} />
            {words.allPosts}
          </Link>
          {(previous ?? next) && (
            <div className={styles.neighbours}>
              {previous && <Neighbour post={previous} label={words.previousPost} pathIn={pathIn} />}
              {next && <Neighbour post={next} label={words.nextPost} pathIn={pathIn} />}
            </div>
          )}
        </footer>
      </article>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}

/**
 * The posts on the same subject, at the story's end: each one's title, linked, its date and its
 * description, as the blog's index lists a post.
 */
function RelatedPosts({
  posts,
  heading,
  pathIn,
}: {
  posts: readonly PostSummary[];
  heading: string;
  pathIn: (path: string) => string;
}) {
  return (
    <section className={styles.related} aria-labelledby="related-posts" data-pagefind-ignore="">
      <h2 id="related-posts" className={styles.relatedHeading}>
        {heading}
      </h2>
      <ul className={styles.relatedList}>
        {posts.map((post) => (
          <li key={post.slug} className={styles.relatedPost}>
            <Link to={pathIn(postPath(post.slug))} className={styles.relatedTitle}>
              {post.title}
            </Link>
            <time className={styles.relatedDate} dateTime={post.published}>
              {post.publishedText}
            </time>
            <p className={styles.relatedDescription}>{post.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The series the post is a part of: its place in it ("Part 2 of 3") and its parts in the order
 * they were published, each a link but this one. A series of one post shows nothing.
 */
function SeriesParts({
  post,
  parts,
  words,
}: {
  post: PostSummary;
  parts: readonly PostSummary[];
  words: BlogTexts;
}) {
  const { pathIn } = usePageLanguage();
  if (parts.length < 2 || !post.series) return null;
  const number = parts.findIndex(({ slug }) => slug === post.slug) + 1;
  return (
    // In the contents' box, which a post's header holds nowhere else.
    <nav className={styles.contents} aria-labelledby="post-series" data-pagefind-ignore="">
      <p id="post-series" className={styles.contentsTitle}>
        {fillText(words.series, { name: post.series })}
      </p>
      <p className={styles.contentsTitle}>
        {fillText(words.seriesPart, { number, count: parts.length })}
      </p>
      <ol>
        {parts.map((part) => (
          <li key={part.slug}>
            {part.slug === post.slug ? (
              <strong aria-current="page">{part.title}</strong>
            ) : (
              <Link to={pathIn(postPath(part.slug))}>{part.title}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * The post's sections, each a link to it. On wide screens it stays in view beside the text and
 * marks the section being read (`aria-current`); without script, and on phones, it is the list
 * at the top.
 */
function Contents({ sections, title }: { sections: PostModule['sections']; title: string }) {
  const ids = useMemo(() => sections.map(({ id }) => id), [sections]);
  const current = useSectionInView(ids);
  return (
    <nav className={styles.contents} aria-labelledby="post-contents" data-pagefind-ignore="">
      <h2 id="post-contents" className={styles.contentsTitle}>
        {title}
      </h2>
      <ol>
        {sections.map(({ id, title: sectionTitle }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={id === current ? 'location' : undefined}>
              {sectionTitle}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

interface NeighbourProps {
  post: PostSummary;
  label: string;
  pathIn: (path: string) => string;
}

/** The link to the post before or after this one. */
function Neighbour({ post, label, pathIn }: NeighbourProps) {
  return (
    <Link to={pathIn(postPath(post.slug))} className={page.next}>
      <span className={page.nextLabel}>{label}</span>
      <span className={page.nextTitle}>{post.title}</span>
    </Link>
  );
}
