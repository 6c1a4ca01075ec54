import { existsSync } from 'node:fs';
import { caseStudiesFolder } from '../../src/content/caseStudies';
import { longFormFileName } from '../../src/content/longForm';
import { siteContent } from '../../src/content/content';
import { localizeContent, localizeHistory, siteLanguagesOf } from '../../src/content/localize';
import { languageCases } from '../../src/testing/languageCases';

const site = siteLanguagesOf(siteContent);

export type { Language } from '../../src/testing/languageCases';
export const { siteLanguages, languages, siteLanguage, otherLanguages } = languageCases(
  {
    ...site,
    // The projects with a case study, as the build finds them: a file in the site's own language.
    caseStudies: siteContent.projects
      .map(({ id }): string => id)
      .filter((id) =>
        existsSync(`${caseStudiesFolder}/${longFormFileName(id, site.defaultLanguage)}`),
      ),
  },
  (code) => localizeContent(siteContent, code),
  (code) => localizeHistory(siteContent, code),
);
