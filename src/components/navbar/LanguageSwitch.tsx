import { useHrefOf, useLocation } from '@/router';
import { counterpartIn, localizedPath, pageOfPath } from '@/config/languagePaths';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { sectionIds } from '@/config/paths';
import { languageNames, siteLanguages } from '@/content';
import { useIsHydrated } from '@/lib/useIsHydrated';
import { switchLabelOf } from './switchLabel.ts';
import styles from './LanguageSwitch.module.css';

const siteSections: readonly string[] = Object.values(sectionIds);
/**
 * The address's `#section` where it is one of the site's own (`#contacts`), which has one id in
 * every language; a story's headings have ids of their words, which differ in each.
 */
const sectionOf = (hash: string) => (siteSections.includes(hash.slice(1)) ? hash : '');

/**
 * Links to the same page in the site's other language(s), or where a post is not written in one,
 * to that language's blog; named in that language (`lang`, `hreflang`), keeping the site's own
 * section in the address (`#contacts`). Nothing is stored and nothing redirects: the address is
 * the choice. A site with one language has no switch.
 */
export function LanguageSwitch() {
  const { language } = usePageLanguage();
  const { pathname, hash } = useLocation();
  const hrefOf = useHrefOf();
  // The prerendered page cannot know the address's #section: the link gains it once hydrated.
  const isHydrated = useIsHydrated();
  const page = pageOfPath(pathname, siteLanguages);
  const others = siteLanguages.languages.filter((code) => code !== language);
  if (others.length === 0) return null;
  return (
    <ul className={styles.languages}>
      {others.map((code) => {
        const label = switchLabelOf(code, languageNames[code] ?? { name: code, shortName: code });
        return (
          <li key={code}>
            {/* A page load, which fetches that language's words before its page starts. */}
            <a
              href={hrefOf(
                localizedPath(counterpartIn(siteLanguages, page, code), code, siteLanguages) +
                  (isHydrated ? sectionOf(hash) : ''),
              )}
              className={styles.link}
              hrefLang={code}
              lang={code}
              aria-label={label.label}
            >
              <span aria-hidden="true">{label.shown}</span>
              {label.spoken && <span className="visually-hidden">{label.spoken}</span>}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
