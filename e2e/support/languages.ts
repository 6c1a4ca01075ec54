import { siteContent } from '../../src/content/content';
import { localizeContent, localizeHistory, siteLanguagesOf } from '../../src/content/localize';
import { languageCases } from '../../src/testing/languageCases';

export type { Language } from '../../src/testing/languageCases';
export const { siteLanguages, languages, siteLanguage, otherLanguages } = languageCases(
  siteLanguagesOf(siteContent),
  (code) => localizeContent(siteContent, code),
  (code) => localizeHistory(siteContent, code),
);
