import { withTemplateWords } from '../content/interface/index.ts';
import type { WrittenSiteContent } from '../content/schema.ts';

/**
 * The content of the site the build makes (the owner's `site/`, or the example's: `@site` in
 * vite.config.ts), as its file writes it with the template's words where it gives none: for the
 * unit tests that follow whoever's site it is.
 * A glob, not `import(path)`, so that `vitest related` sees which tests read the content.
 */
const [module] = Object.values(
  import.meta.glob<{ siteContent: WrittenSiteContent }>('@site/content.ts', { eager: true }),
);
if (!module)
  throw new Error('The site folder has no content.ts (vite.config.ts names the folder).');
export const siteContent = withTemplateWords(module.siteContent);
