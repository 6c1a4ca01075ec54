import { renderHook } from '@testing-library/react';
import type { WritingDirection } from '@/config/writingDirection';
import { useDocumentLanguage } from './useDocumentLanguage';

describe('the document’s language', () => {
  afterEach(() => {
    for (const attribute of ['lang', 'dir', 'data-caseless']) {
      document.documentElement.removeAttribute(attribute);
    }
  });

  it('follows the page shown from one direction and script to the other, and back', () => {
    const { rerender } = renderHook(
      ({ language, direction, cased }) => useDocumentLanguage(language, direction, cased),
      { initialProps: { language: 'en', direction: 'ltr' as WritingDirection, cased: true } },
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).not.toHaveAttribute('data-caseless');
    rerender({ language: 'ar', direction: 'rtl', cased: false });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('data-caseless');
    rerender({ language: 'en', direction: 'ltr', cased: true });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    expect(document.documentElement).not.toHaveAttribute('data-caseless');
  });
});
