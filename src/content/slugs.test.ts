import { MAX_SLUG_LENGTH } from './rules.ts';
import { headingIds, latinSlugOf, slugOf, uniqueLatinSlugOf } from './slugs.ts';

describe('slugs', () => {
  it.each([
    ['Доступність', 'dostupnist'],
    ['Łódź i dane', 'lodz-i-dane'],
    ['Node.js', 'node-js'],
    ['C++', 'c-plus-plus'],
    ['C#', 'c-sharp'],
    ['++', 'plus-plus'],
    ['アクセシビリティ', 'アクセシビリティ'],
    ['日本語 Tips', '日本語-tips'],
    ['עברית', 'עברית'],
    ['🔥', ''],
  ])(
    'a page’s slug of %s is "%s": Latin where the name can be spelt so, its own letters where not',
    (name, slug) => {
      expect(slugOf(name)).toBe(slug);
    },
  );

  it('spells an id in Latin letters only, unique among those taken, with a fallback for a name with none', () => {
    const taken = new Set<string>();
    expect(uniqueLatinSlugOf('Northwind Labs', taken, 'job')).toBe('northwind-labs');
    expect(uniqueLatinSlugOf('Northwind labs', taken, 'job')).toBe('northwind-labs-2');
    expect(uniqueLatinSlugOf('日本語', taken, 'job')).toBe('job');
    expect(latinSlugOf('Андрій Коваль')).toBe('andriy-koval');
    // A long name's id keeps its first whole words within the cap, with room for a number.
    const long = uniqueLatinSlugOf('Northwind '.repeat(100), taken, 'job');
    expect(long).toMatch(/^northwind(?:-northwind)+$/);
    expect(long.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH - 3);
    expect(uniqueLatinSlugOf('Northwind '.repeat(100), taken, 'job')).toBe(`${long}-2`);
  });

  it('gives headings the ids GitHub gives them, numbering a repeat within one write-up', () => {
    const idOf = headingIds();
    expect(['Що ми виміряли', 'Łódź i dane', 'Node.js', 'Node.js'].map(idOf)).toEqual([
      'що-ми-виміряли',
      'łódź-i-dane',
      'nodejs',
      'nodejs-1',
    ]);
    expect(headingIds()('Node.js')).toBe('nodejs');
  });
});
