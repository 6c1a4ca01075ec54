import { notFoundRules } from './notFoundRules.ts';

describe('the rules Netlify answers an address without a file by', () => {
  it('give a vanished asset its line and each language its Home, before the site’s own, status 404', () => {
    expect(notFoundRules('/', ['assets', 'uk', 'pl']).split('\n').slice(1)).toEqual([
      '/assets/* /assets/404.html 404',
      '/uk/* /uk/404.html 404',
      '/pl/* /pl/404.html 404',
      '/* /404.html 404',
      '',
    ]);
  });

  it('stay under the base the site is built for', () => {
    expect(notFoundRules('/portfolio/', ['assets']).split('\n').slice(1, 3)).toEqual([
      '/portfolio/assets/* /portfolio/assets/404.html 404',
      '/portfolio/* /portfolio/404.html 404',
    ]);
  });
});
