// Relative imports: the end-to-end tests, which have no `@/` alias, read this file too.
import { fillText } from '../lib/fillText';
import type { Language } from './languageCases';

/**
 * What the head of Home and About must say in `language`, among `languages`, for a site published
 * at `siteUrl`: read by the build's test (the pages as served) and the end-to-end test (the head
 * the app keeps as the visitor moves).
 */
export function expectedHead(
  language: Language,
  page: 'home' | 'about',
  { languages, siteUrl }: { languages: readonly Language[]; siteUrl: string },
) {
  const { content, texts, path: pathIn } = language;
  const urlOf = (path: string) => new URL(path.replace(/^\//, ''), siteUrl).href;
  const path = page === 'home' ? '/' : '/about';
  const title = fillText(page === 'home' ? texts.homeTitle : texts.aboutTitle, content.profile);
  const description = page === 'home' ? content.description : content.about.description;
  return {
    lang: language.code,
    title: [title],
    description: [description],
    author: [content.profile.name],
    canonical: [urlOf(pathIn(path))],
    // A site in one language names no alternates: there is no other version of a page.
    alternates:
      languages.length > 1
        ? [
            ...languages.map((other) => `${other.code} ${urlOf(other.path(path))}`),
            `x-default ${urlOf(path)}`,
          ]
        : [],
    // About names the CV as JSON Resume, in its language.
    resume: page === 'about' ? [urlOf(pathIn('/resume.json'))] : [],
    // The owner's profile card, with the share picture the build draws.
    ogType: ['profile'],
    ogTitle: [title],
    ogDescription: [description],
    ogUrl: [urlOf(pathIn(path))],
    ogImage: [urlOf('share.png')],
    ogImageAlt: [`${content.profile.name}, ${content.profile.role} · ${content.profile.city}`],
    ogSiteName: [content.profile.name],
    ogLocale: [content.locale],
    ogLocaleAlternate: languages
      .filter((other) => other !== language)
      .map((other) => other.content.locale),
  };
}

/**
 * The head as a crawler or a link preview reads it, and how many of each tag there are. It reads
 * the page's own `document` where none is given, so `page.evaluate(readHead)` runs it in a browser.
 */
export function readHead(root?: Document) {
  const head = (root ?? document).head;
  const content = (selector: string) =>
    [...head.querySelectorAll(selector)].map(
      (element) => element.getAttribute('content') ?? element.getAttribute('href'),
    );
  return {
    lang: head.ownerDocument.documentElement.getAttribute('lang'),
    title: [...head.querySelectorAll('title')].map((element) => element.textContent),
    description: content('meta[name="description"]'),
    author: content('meta[name="author"]'),
    canonical: content('link[rel="canonical"]'),
    alternates: [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
      (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
    ),
    resume: content('link[rel="alternate"][type="application/json"]'),
    ogType: content('meta[property="og:type"]'),
    ogTitle: content('meta[property="og:title"]'),
    ogDescription: content('meta[property="og:description"]'),
    ogUrl: content('meta[property="og:url"]'),
    ogImage: content('meta[property="og:image"]'),
    ogImageAlt: content('meta[property="og:image:alt"]'),
    ogSiteName: content('meta[property="og:site_name"]'),
    ogLocale: content('meta[property="og:locale"]'),
    ogLocaleAlternate: content('meta[property="og:locale:alternate"]'),
  };
}
