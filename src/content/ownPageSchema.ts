import { z } from 'zod';
import { SUMMARY_LENGTH } from './caseStudySchema.ts';
import { frontMatterCheck } from './frontMatter.ts';
import { MAX_TITLE_LENGTH } from './postSchema.ts';
import { textOfAtMost } from './schema.ts';

/**
 * The front matter of an own page (`pages/<slug>.<language>.mdx` in the site folder): its
 * heading, its description, and whether the header's menu links it, in which order.
 */
const ownPageFrontMatterSchema = z.strictObject({
  /** The page's heading, and its title. */
  title: textOfAtMost(MAX_TITLE_LENGTH, 'a title'),
  /** One or two sentences for search results and link previews. */
  description: textOfAtMost(SUMMARY_LENGTH, 'a description'),
  /** `true` links it in the header's menu, after About. */
  nav: z.boolean({ error: 'must be true or false' }).optional(),
  /** Its place among the menu's own pages, lowest first (then by title). */
  order: z.number({ error: 'must be a number' }).int('must be a whole number').optional(),
});

export type OwnPageFrontMatter = z.infer<typeof ownPageFrontMatterSchema>;

/** The front matter, checked: its facts, or every problem with its field. */
export const checkOwnPageFrontMatter = frontMatterCheck(ownPageFrontMatterSchema, 'a page');
