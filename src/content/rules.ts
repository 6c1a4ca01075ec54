/**
 * The rules of the content that more than one part of the project keeps: the content's schema,
 * the case studies' front matter and file names, and `npm start`'s server (which runs this file
 * with Node's own type stripping, so it holds only erasable TypeScript and imports nothing).
 */

/** An id, and so a part of an address: lowercase words joined by hyphens, `expenses-tracker`. */
export const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';

/**
 * The longest an id or a file's slug may be: it names a page's file (`<slug>.html.br`) and a
 * chunk, well within the 255 bytes a file system gives a name, and the bundler's own limits.
 */
export const MAX_SLUG_LENGTH = 80;

/** A language's code, and so the first folder of its pages: `en`, `uk`, `fil`. */
export const LANGUAGE_CODE = '[a-z]{2,3}';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);
const slugPattern = whole(SLUG);
const languageCodePattern = whole(LANGUAGE_CODE);

export const isSlug = (value: string) => slugPattern.test(value);
export const isLanguageCode = (value: string) => languageCodePattern.test(value);

/** The places of the second and later entries that repeat an earlier one. */
export function repeatedAt<T>(values: readonly T[]): number[] {
  const seen = new Set<T>();
  return values.flatMap((value, index) => {
    const repeated = seen.has(value);
    seen.add(value);
    return repeated ? [index] : [];
  });
}

/** The one hidden folder a site publishes: addresses other services look up (`security.txt`). */
export const WELL_KNOWN_FOLDER = '.well-known';

/**
 * Whether a path in a site (`files/.git/config`, `/.env`) is hidden, and so never published nor
 * served: any segment starting with a dot, but a first `.well-known`.
 */
export function isHiddenPath(path: string): boolean {
  return path
    .split('/')
    .filter(Boolean)
    .some(
      (segment, index) =>
        segment.startsWith('.') && !(index === 0 && segment === WELL_KNOWN_FOLDER),
    );
}
