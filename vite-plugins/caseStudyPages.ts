import type { Plugin } from 'vite';
import type { CaseStudyFacts } from '../src/content/caseStudies.ts';
import { checkFrontMatter, type CaseStudyFrontMatter } from '../src/content/caseStudySchema.ts';
import { caseStudyPath } from '../src/config/paths.ts';
import { periodIn } from '../src/content/dates.ts';
import { caseStudyPictureQuery } from '../src/content/pictures.ts';
import { longFormPages } from './longForm.ts';
import { ownPageFiles } from './ownPages.ts';
import { postFiles } from './postPages.ts';
import type { SiteContentApi } from './siteContent.ts';

/**
 * Compiles the case studies (`src/content/case-studies/<project id>.<language>.mdx`), a long-form
 * collection (longForm.ts): each exports its front matter's facts (`facts`) with the months
 * written in its language, and the words its page names them with (`words`).
 */
export function caseStudyPages(api: SiteContentApi): Plugin {
  return longFormPages<CaseStudyFrontMatter>({
    name: 'portfolio:case-studies',
    include: /\.mdx$/,
    exclude: [postFiles, ownPageFiles],
    what: 'the project',
    checkFrontMatter,
    pageOf: caseStudyPath,
    sitePages: api.sitePages,
    pictureQuery: caseStudyPictureQuery,
    async exportsOf(frontMatter, { language }) {
      const texts = (await api.content()).languages[language];
      // The content's check has made sure of both (src/content/check.ts).
      const words = texts?.interface.caseStudy;
      if (!texts || !words)
        throw new Error(`The content has no case study words in "${language}".`);
      const facts: CaseStudyFacts = {
        ...frontMatter,
        periodText: periodIn(texts.locale, texts.interface.present)(frontMatter.period),
      };
      return { facts, words };
    },
  });
}
