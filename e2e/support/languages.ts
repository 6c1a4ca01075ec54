import { existsSync } from 'node:fs';
import { caseStudiesFolder } from '../../src/content/caseStudies';
import { siteFolderIn } from '../../scripts/siteFolder.mjs';
import { longFormFileName } from '../../src/content/longForm';
import { siteContent } from './siteContent';
import { contentAsWritten, historyAsWritten } from '../../src/testing/contentAsWritten';
import { languageCases } from '../../src/testing/languageCases';

const siteFolder = siteFolderIn();

const languageCodes = Object.keys(siteContent.languages);
const site = { languages: languageCodes, defaultLanguage: languageCodes[0]! };

export type { Language } from '../../src/testing/languageCases';
export const { siteLanguages, languages, siteLanguage, otherLanguages } = languageCases(
  {
    ...site,
    // The projects with a case study, as the build finds them: a file in the site's own language.
    caseStudies: siteContent.projects
      .map(({ id }): string => id)
      .filter((id) =>
        existsSync(
          `${siteFolder}/${caseStudiesFolder}/${longFormFileName(id, site.defaultLanguage)}`,
        ),
      ),
  },
  (code) => contentAsWritten(siteContent, code),
  (code) => historyAsWritten(siteContent, code),
);
