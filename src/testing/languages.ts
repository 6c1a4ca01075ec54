import { contentIn, historyIn, siteLanguages as site } from '@/content';
import { languageCases } from './languageCases';

export type { Language } from './languageCases';
export const { siteLanguages, languages, siteLanguage, otherLanguages } = languageCases(
  site,
  contentIn,
  historyIn,
);
