import { contactKindNames } from '../src/content/contactKinds.ts';
import { contactIconId } from '../src/content/contactLinks.ts';
import { iconSprite } from './iconSprite.ts';

describe('the icon sprite', () => {
  it('draws every kind of contact the content may name, from Tabler or Simple Icons', () => {
    const sprite = iconSprite(contactKindNames);
    for (const kind of contactKindNames) {
      const symbol = new RegExp(
        `<symbol id="${contactIconId(kind)}" viewBox="0 0 24 24">(.*?)</symbol>`,
      );
      expect(symbol.exec(sprite)?.[1], kind).toMatch(/<path [^>]*d="[Mm]/);
    }
    // Codeberg's mark comes from Simple Icons: one filled path, fitted to Tabler's 20-unit square.
    expect(sprite).toMatch(
      new RegExp(
        `id="${contactIconId('codeberg')}"[^>]*><g transform="translate\\(2 2\\) scale\\(0.8333\\)"><path fill="currentColor" d="M`,
      ),
    );
  });
});
