import { completePreviewNames, parsePreviewFileName } from './previewFiles.ts';

describe('parsePreviewFileName', () => {
  it('reads the name, width and format from a path', () => {
    expect(parsePreviewFileName('../assets/projects/car-rental-800.avif')).toEqual({
      name: 'car-rental',
      width: 800,
      format: 'avif',
    });
  });

  it.each(['tracker.webp', 'tracker-800.png', 'Tracker-800.webp', 'notes.txt'])(
    'ignores %s, which is not a preview',
    (path) => {
      expect(parsePreviewFileName(path)).toBeNull();
    },
  );
});

describe('completePreviewNames', () => {
  const sizesOf = (name: string) =>
    [480, 800, 1200].flatMap((width) => [`${name}-${width}.avif`, `${name}-${width}.webp`]);

  it('lists each name that has every width in every format, sorted', () => {
    expect(completePreviewNames([...sizesOf('tracker'), ...sizesOf('movies')])).toEqual([
      'movies',
      'tracker',
    ]);
  });

  it('leaves out a name with a size or format missing', () => {
    const partial = sizesOf('tasty').filter((file) => file !== 'tasty-1200.webp');
    expect(completePreviewNames([...partial, ...sizesOf('rental')])).toEqual(['rental']);
  });
});
