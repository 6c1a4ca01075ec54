import type { Plugin } from 'vite';
import { postPath } from '../src/config/paths.ts';
import { postSummaryOf } from '../src/content/blog.ts';
import { caseStudyPictureQuery } from '../src/content/pictures.ts';
import { checkPostFrontMatter, type PostFrontMatter } from '../src/content/postSchema.ts';
import type { PostModule } from '../src/content/posts.ts';
import { longFormPages } from './longForm.ts';
import type { SiteContentApi } from './siteContent.ts';

/** The posts' files: `posts/<slug>.<language>.mdx` beside the content. */
export const postFiles = /[\\/]posts[\\/][^\\/]+\.mdx$/;

/**
 * Compiles the posts (`src/content/posts/<slug>.<language>.mdx`), a long-form collection
 * (longForm.ts): each exports what its language's lists show of it (`post`: its days written in
 * the language, its reading time, its tags' addresses) and its sections for the table of contents.
 */
export function postPages(api: SiteContentApi): Plugin {
  return longFormPages<PostFrontMatter>({
    name: 'portfolio:posts',
    include: postFiles,
    what: 'the post',
    checkFrontMatter: checkPostFrontMatter,
    pageOf: postPath,
    sitePages: api.sitePages,
    // A post's column is a case study's: its pictures are served at the same widths.
    pictureQuery: caseStudyPictureQuery,
    async exportsOf(frontMatter, { id, language, sections }) {
      const [content, posts] = await Promise.all([api.content(), api.posts()]);
      const texts = content.languages[language];
      const file = posts.find((post) => post.slug === id && post.language === language);
      if (!texts) throw new Error(`The content has no language "${language}".`);
      // A post the content's check left out is a draft, which a build leaves out.
      if (!file) throw new Error(`${id}.${language}.mdx is a draft: the build leaves it out.`);
      const exports: Omit<PostModule, 'default'> = {
        // The front matter as this compile read it (the same reader as the check's), with what
        // only the check knows: the reading time, and whether it is scheduled.
        post: postSummaryOf({ ...file, frontMatter }, texts.locale),
        sections,
      };
      return exports;
    },
  });
}
