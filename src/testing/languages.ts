import { siteLanguages as site } from '@/content';
import { siteContent } from './siteContent';
import { contentAsWritten, historyAsWritten } from './contentAsWritten';
import { languageCases } from './languageCases';

export type { Language } from './languageCases';
// The languages as the build found them; their words as content.ts writes them, not as the app
// reads them, so a fault in turning the one into the other fails the tests.
export const { siteLanguages, languages, siteLanguage, otherLanguages } = languageCases(
  site,
  (code) => contentAsWritten(siteContent, code),
  (code) => historyAsWritten(siteContent, code),
);
