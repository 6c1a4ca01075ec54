import { Link } from '@/router';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { Icon } from '@/components/icon/Icon';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { blogPath, tagPath } from '@/config/paths';
import { blogIn } from '@/content';
import { fillText } from '@/lib/fillText';
import { PostList } from './PostList';
import page from '@/components/long-form/LongFormPage.module.css';
import styles from './Blog.module.css';

/** A tag's page: the posts of the page's language that carry it, newest first. */
export function TagPage({ tagSlug }: { tagSlug: string }) {
  const { language, content, pathIn } = usePageLanguage();
  const blog = blogIn(language);
  const { words } = blog;
  const tag = blog.tags.find(({ slug }) => slug === tagSlug);
  if (!tag) throw new Error(`The blog in "${language}" has no tag "${tagSlug}".`);
  const posts = blog.posts.filter((post) => post.tags.some(({ slug }) => slug === tagSlug));
  const heading = fillText(words.tagHeading, { tag: tag.name });
  return (
    <>
      <section className={page.article} aria-labelledby="blog-title">
        <PageHead
          title={fillText(words.tagTitle, { tag: tag.name, name: content.profile.name })}
          description={`${heading}. ${words.indexDescription}`}
          path={tagPath(tagSlug)}
        />
        <header className={styles.header}>
          <Link to={pathIn(blogPath)} className={page.back}>
            <Icon name="arrowLeft" className={page.icon} />
            {words.allPosts}
          </Link>
          <h1 id="blog-title" className={page.title}>
            {heading}
          </h1>
        </header>
        <PostList posts={posts} words={words} pathIn={pathIn} currentTag={tagSlug} />
      </section>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
