import {
  frontMatterNodeOf,
  longFormPartsOf,
  markdownTreeOf,
  readFrontMatter,
  readingMinutesOf,
} from './longFormSource.ts';

const words = (count: number) => Array.from({ length: count }, () => 'word').join(' ');

describe('a long-form file, read', () => {
  it('parts its front matter from its story, whatever the story holds', () => {
    const source = `---\ntitle: 'Before --- after'\ntags: [A]\n---\n\nA story.\n\n---\n\nAfter a rule.\n`;
    expect(longFormPartsOf(source)).toEqual({
      data: { title: 'Before --- after', tags: ['A'] },
      story: 'A story.\n\n---\n\nAfter a rule.',
    });
  });

  it('names a mistake in the front matter by the file’s own line', () => {
    const yaml = frontMatterNodeOf(markdownTreeOf('---\ntitle: A\ntags: [unclosed\n---\n\nStory.'));
    expect(readFrontMatter(yaml!)).toMatchObject({
      problem: expect.stringMatching(/^front matter: /),
      line: 3,
    });
    expect(() => longFormPartsOf('No front matter.')).toThrow('has no front matter');
  });

  it('counts the prose of a story as its reading time, not its code, markup or addresses shown as words', () => {
    const prose = words(440);
    const story = [
      prose,
      '```js',
      `const list = [${words(1000).replaceAll(' ', ', ')}];`,
      '```',
      `Run \`${words(300)}\` once.`,
      `<https://example.com/${words(200).replaceAll(' ', '/')}> and www.example.com/${words(200).replaceAll(' ', '/')}`,
      '<div class="note">markup</div>',
    ].join('\n\n');
    expect(readingMinutesOf(markdownTreeOf(`---\ntitle: A\n---\n\n${story}`))).toBe(2);
    expect(readingMinutesOf(markdownTreeOf(words(10)))).toBe(1);
  });
});
