import { z } from 'zod';
import { SUMMARY_LENGTH } from './caseStudySchema.ts';
import { frontMatterCheck } from './frontMatter.ts';
import { repeatedAt } from './rules.ts';
import { isDay } from './dates.ts';
import { quoted } from './quoted.ts';
import { quoting, textOfAtMost } from './schema.ts';
import { tagKeyOf } from './tags.ts';

/**
 * The front matter of a post (`src/content/posts/<slug>.<language>.mdx`): what its page, the
 * blog's index, its tags' pages and the feeds show of it. The build checks every file against it
 * and stops with the file and the field that is wrong.
 */

export const MAX_TITLE_LENGTH = 90;
export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 30;

const day = z.string({ error: 'must be a day written YYYY-MM-DD' }).refine(
  isDay,
  quoting((value) => `${quoted(value)} must be a day written YYYY-MM-DD, such as 2026-03-14`),
);

const postFrontMatterSchema = z
  .strictObject({
    /** The post's heading, and its page's title. */
    title: textOfAtMost(MAX_TITLE_LENGTH, 'a title'),
    /** One or two sentences for the index, the feeds, search results and link previews. */
    description: textOfAtMost(SUMMARY_LENGTH, 'a description'),
    /** When it was first published, and when it last changed in substance. */
    published: day,
    updated: day.optional(),
    /** What it is about: one to five words a reader may browse by (`React`, `Accessibility`). */
    tags: z
      .array(textOfAtMost(MAX_TAG_LENGTH, 'a tag'), { error: 'must be a list of tags' })
      .min(1, 'must name at least one tag')
      .max(MAX_TAGS, `must name at most ${MAX_TAGS} tags`)
      .superRefine((tags, context) => {
        for (const index of repeatedAt(tags.map(tagKeyOf))) {
          context.addIssue({
            code: 'custom',
            path: [index],
            message: `"${tags[index]}" is named twice`,
          });
        }
      }),
    /**
     * The series it is a part of, named as its posts in its language name it: each shows its
     * place in it and links the others, and the blog lists the series once.
     */
    series: textOfAtMost(MAX_TITLE_LENGTH, 'a series name').optional(),
    /** A draft shows in `npm run dev` only: the build leaves it out. */
    draft: z.boolean({ error: 'must be true or false' }).optional(),
  })
  .refine(({ published, updated }) => updated === undefined || updated >= published, {
    path: ['updated'],
    error: 'is before published',
  });

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;

/** The front matter, checked: its facts, or every problem with its field. */
export const checkPostFrontMatter = frontMatterCheck(postFrontMatterSchema, 'a post');
