import { useEffect } from 'react';
import type { WritingDirection } from '@/config/writingDirection';
import { CASELESS_ATTRIBUTE } from '@/config/markup';
import { languageNames } from '@/content';

/**
 * Keeps `<html lang>`, `<html dir>` and whether its script has capitals on the language of the page shown, as it changes on the
 * way from one language's page to another's, right to left and back (the build writes them into
 * each prerendered page). The direction is the language's, as the build found it.
 */
export function useDocumentLanguage(
  language: string,
  direction: WritingDirection = languageNames[language]?.direction ?? 'ltr',
  cased: boolean = languageNames[language]?.cased ?? true,
): void {
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
    document.documentElement.toggleAttribute(CASELESS_ATTRIBUTE, !cased);
  }, [language, direction, cased]);
}
