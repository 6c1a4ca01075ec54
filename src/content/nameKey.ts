/**
 * A name as a reader tells it from another, whatever its letter case and spacing: two tags, two
 * skills or two series' names with one key are one. No imports: the app reads it too.
 */
export const nameKeyOf = (name: string): string =>
  name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
