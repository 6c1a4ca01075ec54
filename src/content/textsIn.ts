/**
 * Every text in `value` with its path, as the content's messages name a field:
 * `languages.en.profile.name`, `projects[2].title`.
 */
export function textsIn(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    textsIn(inner, Array.isArray(value) ? `${path}[${key}]` : path ? `${path}.${key}` : key),
  );
}
