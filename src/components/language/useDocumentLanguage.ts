import { useEffect } from 'react';

/**
 * Keeps `<html lang>` on the language of the page shown, as it changes on the way from one
 * language's page to another's (the build writes it into each prerendered page).
 */
export function useDocumentLanguage(language: string): void {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
}
