import type { PostSummary } from './posts.ts';
import { postSummary } from '../testing/postSummary.ts';
import { blogEntriesOf, partsOfSeries } from './series.ts';

const post = (slug: string, published: string, series?: string) =>
  postSummary(slug, published, { ...(series !== undefined && { series }) });

// Newest first, as the blog keeps them.
const posts = [
  post('tests-part-3', '2026-05-01', 'Tests'),
  post('aside', '2026-04-01'),
  // Named as a tag is: whatever its case and spacing, one series.
  post('tests-part-2b', '2026-03-01', ' tests'),
  post('tests-part-2a', '2026-03-01', 'Tests'),
  post('alone-in-its-series', '2026-02-01', 'Once'),
  post('tests-part-1', '2026-01-01', 'TESTS  '),
];
const slugs = (list: readonly PostSummary[]) => list.map(({ slug }) => slug);

describe('a series of posts', () => {
  it('has its parts in the order they were published, a day’s by their names', () => {
    expect(slugs(partsOfSeries(posts, 'Tests'))).toEqual([
      'tests-part-1',
      'tests-part-2a',
      'tests-part-2b',
      'tests-part-3',
    ]);
    expect(partsOfSeries(posts, 'No such series')).toEqual([]);
  });

  it('is listed once by the blog, where its newest part would be; a series of one is its post', () => {
    expect(
      blogEntriesOf(posts).map((entry) =>
        entry.series === undefined
          ? entry.post.slug
          : `${entry.series}: ${slugs(entry.parts).join(', ')}`,
      ),
    ).toEqual([
      'Tests: tests-part-1, tests-part-2a, tests-part-2b, tests-part-3',
      'aside',
      'alone-in-its-series',
    ]);
  });
});
