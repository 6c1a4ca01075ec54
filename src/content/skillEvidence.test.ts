import { skillsOf } from './skills.ts';
import { postsBySkillOf, skillPagesOf, tagShowsSkill } from './skillEvidence.ts';

const lists = [
  {
    items: [
      { id: 'react', name: 'React.js' },
      { id: 'typescript', name: 'TypeScript' },
      { id: 'd3', name: 'D3' },
    ],
  },
  {
    items: [
      { id: 'go', name: 'Go' },
      { id: 'react', name: 'React' },
    ],
  },
];

describe('skills', () => {
  it('are the skill lists’ skills, each once, as first listed', () => {
    expect(skillsOf(lists).map(({ id, name }) => `${id}: ${name}`)).toEqual([
      'react: React.js',
      'typescript: TypeScript',
      'd3: D3',
      'go: Go',
    ]);
  });

  it.each([
    ['React.js', true],
    ['react.js', true],
    ['React', true],
    ['Preact', false],
    ['React Native', false],
  ])('are shown by a post tagged %s: %s, for React.js (id react)', (tag, shows) => {
    expect(tagShowsSkill(tag, { id: 'react', name: 'React.js' })).toBe(shows);
  });

  it('have a page in each language they have evidence in: a project or a job’s in all, a post’s in its own', () => {
    const content = {
      skills: lists,
      projects: [{ skills: ['typescript'] }, {}],
      experience: [{ skills: ['d3', 'typescript'] }],
      languages: { en: {}, uk: {} },
    };
    const posts = [
      { language: 'uk', tags: ['Go', 'Career'] },
      { language: 'en', tags: ['Accessibility'] },
    ];
    expect(skillPagesOf(content, posts)).toEqual({
      en: ['typescript', 'd3'],
      uk: ['typescript', 'd3', 'go'],
    });
  });

  it('list the posts that show each skill, in the posts’ order, and no skill no post shows', () => {
    const posts = [
      { slug: 'hooks', tags: [{ slug: 'react' }, { slug: 'go' }] },
      { slug: 'types', tags: [{ slug: 'typescript' }] },
      { slug: 'router', tags: [{ slug: 'react-js' }] },
    ];
    expect(postsBySkillOf(posts, skillsOf(lists))).toEqual({
      react: ['hooks', 'router'],
      typescript: ['types'],
      go: ['hooks'],
    });
  });
});
