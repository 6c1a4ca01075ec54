import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import {
  languageOfPath,
  localizedPath,
  pageOfPath,
  prerenderedPaths as allPrerenderedPaths,
} from '@/config/languagePaths';
import { pageUrl } from '@/config/pageUrl';
import {
  caseStudyPath,
  cvTextPath,
  ownPagePath,
  paths,
  postPath,
  resumeJsonPath,
} from '@/config/paths';
import { addressOf, siteBase } from '@/config/siteBase';
import { personJsonLd } from '@/components/page-head/personJsonLd';
import { PageNeedsContext, pageNeedsRecord } from '@/components/page-head/pageNeeds';
import {
  StructuredDataContext,
  structuredDataMarkup,
  type StructuredDataCollector,
} from '@/components/page-head/structuredData';
import { PrintCv } from '@/components/print-cv/PrintCv';
import type { Cv } from '@/cv/cv';
import { cvIn } from '@/cv/cvIn';
import { contentIn, historyIn, loadAllLanguages, siteLanguages } from '@/content';
import { caseStudiesFolder } from '@/content/caseStudies';
import { contentFile } from '@/content/contentFiles';
import { longFormFileName } from '@/content/longForm';
import { messageOf } from '@/content/messageOf';
import { postsFolder } from '@/content/posts';
import { ownPagesFolder } from '@/content/ownPages';
import type { RenderedPage } from '@/app/prerenderedPath';
import { routes } from '@/app/routes';
import { SiteRoutes } from '@/app/SiteRoutes';
import { routeAt } from '@/router/routeTable';
import { SiteRouter } from '@/router/SiteRouter';

/**
 * Renders the page at `path` as the browser will first see it. Used by the build
 * (`outputs/prerender.ts`), never shipped to the browser.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  try {
    return await renderPageAt(path);
  } catch (error) {
    throw new Error(`${sourceFileOf(path)}: the page ${path} cannot be made: ${messageOf(error)}`, {
      cause: error,
    });
  }
}

/**
 * The file whose words a page shows, for a message about it: a case study's, a post's or an own page's MDX
 * file, or the content file for every other page.
 */
function sourceFileOf(path: string): string {
  const language = languageOfPath(path, siteLanguages);
  const page = pageOfPath(path, siteLanguages);
  const caseStudy = siteLanguages.caseStudies.find((id) => caseStudyPath(id) === page);
  const folder = import.meta.env.SITE_FOLDER;
  if (caseStudy) return `${folder}/${caseStudiesFolder}/${longFormFileName(caseStudy, language)}`;
  const post = siteLanguages.blog[language]?.posts.find((slug) => postPath(slug) === page);
  if (post) return `${folder}/${postsFolder}/${longFormFileName(post, language)}`;
  const ownPage = siteLanguages.ownPages[language]?.find((slug) => ownPagePath(slug) === page);
  if (ownPage) return `${folder}/${ownPagesFolder}/${longFormFileName(ownPage, language)}`;
  return `${folder}/${contentFile}`;
}

async function renderPageAt(path: string): Promise<RenderedPage> {
  await loadAllLanguages();
  // Loaded first, the page renders in the shell, as the app hydrates it: waited for within the
  // render, React would add a script that reveals it.
  await routeAt(routes, path)?.route.load?.();

  // React moves the page's <title>, <meta> and <link> into <head> of a whole document; its
  // PageHead hands its schema.org descriptions to the collector.
  const structuredData: StructuredDataCollector = {
    descriptions: new Map(),
    owner: (language) => personJsonLd(contentIn(language), historyIn(language)),
  };
  // React would print each error with its stack; the build names the page and file instead. A
  // page that fails to load fails here too: the server draws no error screen.
  const failures: unknown[] = [];
  const { needs, listener } = pageNeedsRecord();
  const { prelude } = await prerender(
    <html>
      <head />
      <body>
        <StrictMode>
          <StructuredDataContext value={structuredData}>
            <PageNeedsContext value={listener}>
              <SiteRouter base={siteBase} location={path}>
                <SiteRoutes />
              </SiteRouter>
            </PageNeedsContext>
          </StructuredDataContext>
        </StrictMode>
      </body>
    </html>,
    {
      onError: (error) => void failures.push(error),
      // The page whole, where it stands: React would move a page larger than its chunk size
      // (12.8 kB) out of the shell, to be put in place by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (failures.length > 0) throw failures[0];
  const language = languageOfPath(path, siteLanguages);
  return {
    address: addressOf(path),
    document: await new Response(prelude).text(),
    needs,
    language,
    structuredData: structuredDataMarkup(structuredData),
    // The pages that print as the CV carry it, but Home, whose first round trip it would
    // overflow (1.4 kB of the 13 kB that fit in a page's first round trip): there the app draws it once the page
    // has loaded, as on going on from an article, which prints as itself (src/components/print-cv/).
    printCv:
      needs.printsAsArticle || pageOfPath(path, siteLanguages) === paths.home
        ? ''
        : renderToStaticMarkup(<PrintCv cv={cvIn(language)} />),
  };
}

/** The CV of a language as the build writes its files: a PDF, JSON Resume and plain text. */
export interface CvSource {
  cv: Cv;
  /** Where the files go under the site, `uk/andrii-koval-cv.pdf`, and the JSON's address. */
  pdfFile: string;
  jsonFile: string;
  jsonUrl: string;
  /** The plain-text CV's file: `uk/cv.txt`. */
  textFile: string;
}

/** Every language's CV, for its files. */
export async function cvSources(): Promise<CvSource[]> {
  await loadAllLanguages();
  return siteLanguages.languages.map((language) => {
    const { siteUrl, cvPdf } = contentIn(language);
    const fileOf = (path: string) => localizedPath(path, language, siteLanguages).slice(1);
    return {
      cv: cvIn(language),
      pdfFile: fileOf(cvPdf),
      jsonFile: fileOf(resumeJsonPath),
      jsonUrl: pageUrl(siteUrl, fileOf(resumeJsonPath)),
      textFile: fileOf(cvTextPath),
    };
  });
}

export { feedSources } from '@/app/feedSources';

/** Every page in every language: the routes the build renders to HTML files. */
export const prerenderedPaths = allPrerenderedPaths(siteLanguages);
