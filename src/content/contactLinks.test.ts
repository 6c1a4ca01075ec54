import { contactTarget } from './contactLinks.ts';

describe('where a contact link points', () => {
  it.each([
    [
      'a phone number, without the spaces it is written with',
      'tel:+47 912 34 567',
      'tel:+4791234567',
    ],
    [
      'a phone number with other separators, as written',
      'tel:+380(44)123-45-67',
      'tel:+380(44)123-45-67',
    ],
    ['a PDF of the site, under its base', 'files/cv.pdf', '/portfolio/files/cv.pdf'],
    ['another site, as written', 'https://github.com/someone', 'https://github.com/someone'],
  ])('%s', (_case, href, target) => {
    expect(contactTarget(href, '/portfolio/')).toBe(target);
  });
});
