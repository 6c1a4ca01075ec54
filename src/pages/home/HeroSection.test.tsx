import { render, screen } from '@testing-library/react';
import { getProjectPicture } from '@/content';
import { siteLanguage } from '@/testing/languages';
import { HeroSection, type HeroSectionProps } from './HeroSection';

const { content } = siteLanguage;
/** A picture the site folder has, whatever its owner: their first project's. */
const ownPicture = getProjectPicture(content.projects[0]!.image);

/** The hero with `picture`; its section. */
function heroWith(picture?: HeroSectionProps['picture']) {
  render(<HeroSection hero={content.hero} role="Developer · Kyiv" picture={picture} />);
  return screen.getByRole('region', { name: content.hero.greeting });
}

describe('the hero’s picture', () => {
  it('is the template’s drawing, hidden from assistive technology, unless the owner chose', () => {
    const hero = heroWith();
    expect(hero.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(hero.querySelector('picture')).toBeNull();
  });

  it('is the owner’s own picture, in every format, asked for first, read out with their words', () => {
    const hero = heroWith({ ...ownPicture, alt: 'Me at my desk, by the window' });
    expect(hero.querySelector('svg')).toBeNull();
    const picture = hero.querySelector('picture')!;
    expect(picture.querySelectorAll('source').length).toBeGreaterThan(0);
    const image = screen.getByRole('img', { name: 'Me at my desk, by the window' });
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('width', String(ownPicture.width));
    expect(image).toHaveAttribute('height', String(ownPicture.height));
  });

  it('is decorative beside the owner’s words where they named the file alone', () => {
    const hero = heroWith({ ...ownPicture, alt: '' });
    expect(hero.querySelector('img')).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is none at all where the owner said so, the words alone', () => {
    const hero = heroWith('none');
    expect(hero.querySelector('svg, picture, img')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(content.hero.greeting);
  });
});
