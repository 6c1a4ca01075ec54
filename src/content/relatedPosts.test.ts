import { postSummary } from '../testing/postSummary.ts';
import { relatedPostsOf } from './relatedPosts.ts';

const post = (slug: string, published: string, tags: string[], series?: string) =>
  postSummary(slug, published, { tags, ...(series && { series }) });

describe('the posts related to a post', () => {
  // Newest first, as a language's blog lists them.
  const posts = [
    post('newest', '2026-06-01', ['CSS', 'React']),
    post('neighbour', '2026-05-01', ['CSS', 'React']),
    post('one-tag', '2026-04-01', ['CSS']),
    post('series-two', '2026-03-01', ['React', 'CSS'], 'Building it'),
    post('two-tags', '2026-02-01', ['React', 'css']),
    post('series-one', '2026-01-01', ['React'], 'building  IT'),
    post('unrelated', '2025-12-01', ['Career']),
    post('oldest', '2025-11-01', ['CSS']),
  ];
  const related = relatedPostsOf(posts);

  it('are those sharing its tags, the most shared first, then the newest, three at most', () => {
    // `neighbour` is its neighbour by date: the page links it as the previous post already.
    expect(related.newest).toEqual(['series-two', 'two-tags', 'one-tag']);
  });

  it('leave out its own series, whatever the case of its name, and its neighbours by date', () => {
    expect(related['series-two']).toEqual(['newest', 'neighbour', 'oldest']);
    expect(related['series-one']).toEqual(['newest', 'neighbour']);
  });

  it('are none where no other post shares a tag', () => {
    expect(related).not.toHaveProperty('unrelated');
  });
});
