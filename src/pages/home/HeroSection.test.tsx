import { render, screen } from '@testing-library/react';
import { siteLanguage } from '@/testing/languages';
import { HeroSection } from './HeroSection';

const { content } = siteLanguage;
/** A picture the site folder has, whatever its owner: their first project's. */
const ownPicture = content.projects[0]!.image;

/** The hero with `picture`; its section. */
function heroWith(picture?: string) {
  render(<HeroSection hero={content.hero} role="Developer · Kyiv" picture={picture} />);
  return screen.getByRole('region', { name: content.hero.greeting });
}

describe('the hero’s picture', () => {
  it('is the template’s drawing, hidden from assistive technology, unless the owner chose', () => {
    const hero = heroWith();
    expect(hero.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(hero.querySelector('picture')).toBeNull();
  });

  it('is the owner’s own picture, in every format, asked for first, decorative beside their words', () => {
    const hero = heroWith(ownPicture);
    expect(hero.querySelector('svg')).toBeNull();
    const picture = hero.querySelector('picture')!;
    expect(picture.querySelectorAll('source').length).toBeGreaterThan(0);
    const image = picture.querySelector('img')!;
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
  });

  it('is none at all where the owner said so, the words alone', () => {
    const hero = heroWith('none');
    expect(hero.querySelector('svg, picture, img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.hero.greeting);
  });
});
