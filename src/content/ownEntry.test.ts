import { ownEntry } from './ownEntry.ts';

describe('an entry looked up by an owner’s id', () => {
  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'is nothing where the record has no entry %s of its own, and the entry where it has',
    (id) => {
      expect(ownEntry({ movies: 1 }, id)).toBeUndefined();
      expect(ownEntry(JSON.parse(`{ "${id}": 2 }`) as Record<string, number>, id)).toBe(2);
    },
  );

  it('is nothing in no record', () => {
    expect(ownEntry(undefined, 'movies')).toBeUndefined();
  });
});
