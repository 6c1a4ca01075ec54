import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { useHref } from '@/router';
import { Icon } from '@/components/icon/Icon';
import { blogPath, feedPath } from '@/config/paths';
import { blogIn } from '@/content';
import { blogTitleOf } from '@/components/page-head/blogTitle';
import { PostList } from './PostList';
import { PostTags } from './PostTags';
import { Search } from './Search';
import page from '@/components/long-form/LongFormPage.module.css';
import styles from './Blog.module.css';

/**
 * The blog's index in the page's language: its posts, newest first, and every tag it has; then
 * the contacts, as on every page.
 */
export function BlogIndexPage() {
  const { language, content, pathIn } = usePageLanguage();
  const blog = blogIn(language);
  const { words } = blog;
  const feedHref = useHref(pathIn(feedPath));
  return (
    <>
      <section className={page.article} aria-labelledby="blog-title">
        <PageHead
          title={blogTitleOf(words, content.profile.name)}
          description={words.indexDescription}
          path={blogPath}
        />
        <header className={styles.header}>
          <h1 id="blog-title" className={page.title}>
            {words.blog}
          </h1>
          <p className={page.summary}>{words.indexDescription}</p>
          {/* A file, not a page of the app: the browser fetches it. */}
          <a href={feedHref} className={page.onwardLink} type="application/rss+xml">
            <Icon name="rss" className={page.icon} />
            {words.feed}
          </a>
          <PostTags tags={blog.tags} label={words.tags} pathIn={pathIn} />
        </header>
        <Search words={words} />
        <PostList posts={blog.posts} words={words} pathIn={pathIn} seriesOnce />
      </section>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
