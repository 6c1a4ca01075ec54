import { localizedPath } from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import { caseStudyPath, paths } from '@/config/paths';
import { contentIn, historyIn, siteLanguages } from '@/content';
import { cvOf, type Cv } from './cv';

/**
 * The CV in `language`, with the addresses of its pages there: the printed CV's, whether the build
 * writes it into a page or the app draws it, and the PDF's and JSON Resume's.
 */
export function cvIn(language: string): Cv {
  const content = contentIn(language);
  const urlOf = (path: string) =>
    pageUrl(content.siteUrl, localizedPath(path, language, siteLanguages));
  return cvOf(content, historyIn(language), {
    home: urlOf(paths.home),
    caseStudyUrls: Object.fromEntries(
      siteLanguages.caseStudies.map((projectId) => [projectId, urlOf(caseStudyPath(projectId))]),
    ),
  });
}
