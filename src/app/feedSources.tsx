import { renderToStaticMarkup } from 'react-dom/server';
import { localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { blogPath, feedPath, paths, postPath, postPreviewPath } from '@/config/paths';
import { blogTitleOf } from '@/components/page-head/blogTitle';
import { LongFormStory } from '@/components/long-form/longFormComponents';
import {
  blogIn,
  contentIn,
  loadBlog,
  loadLanguage,
  loadPost,
  siteLanguages,
  type PostSummary,
} from '@/content';

/** What a language's feed says: the blog, its owner, and each post with its whole story. */
export interface FeedSource {
  language: string;
  /** The blog's name in the language: `Blog`. */
  blogName: string;
  title: string;
  description: string;
  author: { name: string; link: string };
  /** The blog's index, and the feed's own address. */
  blogUrl: string;
  feedUrl: string;
  /** The address the feed is written to, under the site: `uk/blog/rss.xml`. */
  file: string;
  /** Each post with its address, its story as HTML and where its preview picture goes. */
  posts: (PostSummary & { url: string; html: string; previewFile: string })[];
}

/**
 * Each language's blog as the build writes its files, where it has posts: its posts newest first,
 * each story rendered to HTML as its page shows it, for the feed (outputs/feeds.ts) and the
 * preview pictures (outputs/postPreviews.ts). Never shipped to the browser.
 */
export async function feedSources(): Promise<FeedSource[]> {
  return Promise.all(
    Object.keys(siteLanguages.blog).map(async (language) => {
      await Promise.all([loadLanguage(language), loadBlog(language)]);
      const content = contentIn(language);
      const { posts, words } = blogIn(language);
      const urlOf = (path: string) =>
        pageUrl(content.siteUrl, localizedPath(path, language, siteLanguages));
      return {
        language,
        blogName: words.blog,
        title: blogTitleOf(words, content.profile.name),
        description: words.indexDescription,
        author: { name: content.profile.name, link: urlOf(paths.home) },
        blogUrl: urlOf(blogPath),
        feedUrl: urlOf(feedPath),
        file: localizedPath(feedPath, language, siteLanguages).slice(1),
        posts: await Promise.all(
          posts.map(async (post) => {
            const module = await loadPost(language, post.slug);
            if (!module) throw new Error(`No post "${post.slug}" in "${language}".`);
            const { default: Story } = module;
            const html = renderToStaticMarkup(
              <LongFormStory Story={Story} words={content.interface} where="feed" />,
            );
            const previewFile = localizedPath(postPreviewPath(post.slug), language, siteLanguages);
            return {
              ...post,
              url: urlOf(postPath(post.slug)),
              html,
              previewFile: previewFile.slice(1),
            };
          }),
        ),
      };
    }),
  );
}
