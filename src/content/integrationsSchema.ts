import { z } from 'zod';
import { quoted } from './quoted.ts';

/**
 * The services an owner may turn on (`integrations` in `content.ts`), each off by default:
 * comments with giscus, and visits counted by Plausible or by the owner's own Umami. The build
 * widens the security policy by exactly what each needs, on exactly the pages it is used on
 * (outputs/integrationPolicy.ts); docs/content.md says what each sends, to whom and when.
 */

/** A value checked by `pattern`, refused with `what` it must be when it is not. */
const matching = (pattern: RegExp, what: string) =>
  z.string({ error: `must be ${what}` }).refine((value) => pattern.test(value), {
    error: (issue) => `${quoted(String(issue.input))} must be ${what}`,
  });

/** An https address with nothing but its host (and port): `https://stats.you.dev`. */
const httpsOrigin = (example: string) =>
  matching(
    /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/i,
    `an https address with no path, such as ${example}`,
  );

/** The kinds of page that may show comments: posts, and the projects' case studies. */
export const commentedPageKinds = ['posts', 'caseStudies'] as const;
export type CommentedPageKind = (typeof commentedPageKinds)[number];

/** How giscus finds a page's discussion (giscus.app, "Page ↔️ Discussions Mapping"). */
export const giscusMappings = ['pathname', 'url', 'title', 'og:title'] as const;

const giscusSchema = z.strictObject({
  /** The public repository whose Discussions hold the comments: `owner/name`. */
  repo: matching(
    /^[a-z0-9](?:[a-z0-9-]{0,38})\/[\w.-]{1,100}$/i,
    'a GitHub repository as owner/name, such as you/portfolio',
  ),
  /** The ids giscus.app gives the repository and the category (`R_…`, `DIC_…`). */
  repoId: matching(
    /^R_[\w-]{4,}$/,
    "the repository's id that giscus.app gives, such as R_kgDOH1a2b3",
  ),
  category: z
    .string({ error: "must be the name of the repository's Discussions category" })
    .min(1, "must be the name of the repository's Discussions category")
    .max(100, 'must be at most 100 characters'),
  categoryId: matching(
    /^DIC_[\w-]{4,}$/,
    "the category's id that giscus.app gives, such as DIC_kwDOH1a2b3c4",
  ),
  /** `pathname` by default: a page keeps its discussion wherever the site is hosted. */
  mapping: z
    .enum(giscusMappings, {
      error: `must be one of ${giscusMappings.map((mapping) => `'${mapping}'`).join(', ')}`,
    })
    .optional(),
  /** Which pages show comments: `['posts']` by default; `['posts', 'caseStudies']` for both. */
  pages: z
    .array(
      z.enum(commentedPageKinds, {
        error: `must be ${commentedPageKinds.map((kind) => `'${kind}'`).join(' or ')}`,
      }),
    )
    .min(1, 'must name at least one kind of page, or leave comments out')
    .optional(),
});

const plausibleSchema = z.strictObject({
  /** The site's domain as Plausible's settings name it: `you.dev`. */
  domain: matching(
    /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i,
    "the site's domain as Plausible names it, such as you.dev",
  ),
  /** Where Plausible is, if not plausible.io: a self-hosted one, or a proxy. */
  apiHost: httpsOrigin('https://plausible.you.dev').optional(),
});

const umamiSchema = z.strictObject({
  /** The website's id in Umami's settings. */
  websiteId: matching(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    "the website's id from Umami's settings, such as 4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11",
  ),
  /** The owner's own Umami: its script is `{host}/script.js`, and it counts at `{host}/api/send`. */
  host: httpsOrigin('https://umami.you.dev'),
});

export const integrationsSchema = z.strictObject({
  comments: z.strictObject({ giscus: giscusSchema }).optional(),
  analytics: z
    .strictObject({ plausible: plausibleSchema.optional(), umami: umamiSchema.optional() })
    .optional(),
});

export type Integrations = z.infer<typeof integrationsSchema>;
export type GiscusSettings = z.infer<typeof giscusSchema>;
export type PlausibleSettings = z.infer<typeof plausibleSchema>;
export type UmamiSettings = z.infer<typeof umamiSchema>;
