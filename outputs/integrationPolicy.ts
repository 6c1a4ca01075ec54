import type { Integrations } from '../src/content/integrationsSchema.ts';
import { localizedPath, type SitePages } from '../src/config/languagePaths.ts';
import { caseStudyPath, postPath } from '../src/config/paths.ts';
import {
  commentedPages,
  giscusOrigin,
  litTrustedTypesPolicy,
  plausibleEndpoint,
  umamiEndpoint,
  umamiScript,
  umamiTrustedTypesPolicy,
} from '../src/integrations/services.ts';

/**
 * What a page's policy allows beyond the site's own files, for the services the owner turned on
 * (src/content/integrationsSchema.ts): nothing at all without them.
 */
export interface PolicyWidening {
  /** Script sources: Umami's origin. */
  scripts: readonly string[];
  /** Addresses sent to: Plausible's and Umami's. */
  connects: readonly string[];
  /** Frames: giscus's widget. */
  frames: readonly string[];
  /** Trusted Types policies that may be made: lit's, Umami's loader's. */
  trustedTypes: readonly string[];
}

export const noWidening: PolicyWidening = {
  scripts: [],
  connects: [],
  frames: [],
  trustedTypes: [],
};

/** What every page needs: the visit counts run on each of them. */
export function everyPageWidening(integrations: Integrations | undefined): PolicyWidening {
  const { plausible, umami } = integrations?.analytics ?? {};
  return {
    scripts: umami ? [new URL(umamiScript(umami)).origin] : [],
    connects: [
      ...(plausible ? [plausibleEndpoint(plausible)] : []),
      ...(umami ? [umamiEndpoint(umami)] : []),
    ],
    frames: [],
    trustedTypes: umami ? [umamiTrustedTypesPolicy] : [],
  };
}

/** What a page that shows comments needs besides: giscus's frame, and lit's policy. */
export function commentsWidening(integrations: Integrations | undefined): PolicyWidening {
  const base = everyPageWidening(integrations);
  if (!integrations?.comments) return base;
  return {
    ...base,
    frames: [giscusOrigin],
    trustedTypes: [...base.trustedTypes, litTrustedTypesPolicy],
  };
}

/**
 * The addresses of the pages that show comments, in every language they are in (`/blog/first-load`,
 * `/uk/blog/first-load`, `/work/movies`): none without comments.
 */
export function commentedPagePaths(
  site: SitePages,
  integrations: Integrations | undefined,
): string[] {
  const giscus = integrations?.comments?.giscus;
  if (!giscus) return [];
  const kinds = commentedPages(giscus);
  return site.languages.flatMap((language) =>
    [
      ...(kinds.includes('posts') ? (site.blog[language]?.posts ?? []).map(postPath) : []),
      ...(kinds.includes('caseStudies') ? site.caseStudies.map(caseStudyPath) : []),
    ].map((path) => localizedPath(path, language, site)),
  );
}
