import { renderHook } from '@testing-library/react';
import type { WritingDirection } from '@/config/writingDirection';
import { useDocumentLanguage } from './useDocumentLanguage';

describe('the document’s language', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('lang');
    document.documentElement.removeAttribute('dir');
  });

  it('follows the page shown from one direction to the other, and back', () => {
    const { rerender } = renderHook(
      ({ language, direction }) => useDocumentLanguage(language, direction),
      { initialProps: { language: 'en', direction: 'ltr' as WritingDirection } },
    );
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
    rerender({ language: 'ar', direction: 'rtl' });
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    rerender({ language: 'en', direction: 'ltr' });
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });
});
