/**
 * What became of the fields of a JSON Resume the import did not keep: each named by its path in
 * the file, with why the site does not show it, so that nothing is lost without a word. The
 * import notes the paths it keeps (`work[0].highlights`) and those it reported already (over a
 * cap); every other field with a value is one of these.
 */

/** The sections the report names whole, by their entries, rather than field by field. */
const SECTIONS_NAMED_WHOLE = /^(?:references|meta)\b/;

/** Why the site shows none of a section, or a field, and what to do about it where anything. */
const becameOf: readonly [pattern: RegExp, what: string][] = [
  [/^meta\b/, 'it is about the file, not about you'],
  [
    /^references\b/,
    'a reference is another person’s words, given for one employer: it stays off a public site',
  ],
  [
    /^basics\.image$/,
    `a picture of you goes in the site folder's projects/, named by look.heroPicture with what it shows (docs/content.md)`,
  ],
  [/^basics\.location\./, 'the site says the city alone'],
  [
    /^basics\.profiles\[\]\.username$/,
    'the site links a profile by its address, which does not hold this user name',
  ],
  [/^projects\[\]\.keywords\b/, 'they name no skill of the skill lists'],
  [/^skills\[\]\.level$/, 'the site shows no levels'],
];
const NO_PLACE = 'the site has no place for it';

/** A path with its list indices left out, as the rules read it: `work[2].summary` → `work[].summary`. */
const patternOf = (path: string) => path.replace(/\[\d+\]/g, '[]');

/** The paths of every value of `value` under `path`: texts, numbers and true, not blanks. */
export function leavesOf(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => leavesOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) =>
      path === '' && key === '$schema' ? [] : leavesOf(inner, path ? `${path}.${key}` : key),
    );
  }
  if (typeof value === 'string') return value.trim() ? [path] : [];
  return value === null || value === undefined || value === false ? [] : [path];
}

/** Whether `path` is `parent` or inside it (`work[0].highlights[1]` in `work[0].highlights`). */
const isWithin = (path: string, parent: string) =>
  path === parent || (path.startsWith(parent) && /^[.[]/.test(path.slice(parent.length)));

/**
 * Each field of `resume` that is neither in `kept` nor in `reported`, as a line of the import's
 * report: the fields of a section the site lacks together by section (`volunteer: 2 entries`),
 * every other field by its path, those with the same reason on one line.
 */
export function leftoversOf(
  resume: unknown,
  kept: ReadonlySet<string>,
  reported: ReadonlySet<string>,
): string[] {
  const accounted = [...kept, ...reported];
  const leftover = leavesOf(resume).filter(
    (path) => !accounted.some((parent) => isWithin(path, parent)),
  );
  const lines = new Map<string, string[]>();
  for (const path of leftover) {
    const pattern = patternOf(path);
    const what = becameOf.find(([rule]) => rule.test(pattern))?.[1] ?? NO_PLACE;
    const section = SECTIONS_NAMED_WHOLE.exec(path)?.[0];
    const named = section ? sectionNamed(resume, section) : path;
    const paths = lines.get(what) ?? [];
    if (!paths.includes(named)) paths.push(named);
    lines.set(what, paths);
  }
  return [...lines].map(([what, paths]) => `${paths.join(', ')}: ${what}`);
}

/** A section as the report names it: `volunteer (2 entries)`. */
function sectionNamed(resume: unknown, section: string): string {
  const value = (resume as Record<string, unknown>)[section];
  if (!Array.isArray(value)) return section;
  return `${section} (${value.length} ${value.length === 1 ? 'entry' : 'entries'})`;
}
