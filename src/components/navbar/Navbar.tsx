import { Link, useHref } from '@/router';
import { popoverIds } from '@/config/markup';
import { blogPath, isBlogPage, ownPagePath, paths, sectionIds } from '@/config/paths';
import { hasOwnLogo, languageNames, menuPages, siteLanguages } from '@/content';
import { Icon } from '@/components/icon/Icon';
import { Logo } from '@/components/logo/Logo';
import styles from './Navbar.module.css';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { LanguageSwitch } from './LanguageSwitch';
import { menuFitsTheBar } from './menuFit';
import { ThemeToggle } from './ThemeToggle';
import { PopoverButton } from './PopoverButton';
import { useSectionNavigation } from './useSectionNavigation';

/**
 * The header bar on every page. Below the lg breakpoint the links collapse into a menu that is a
 * native popover: its button opens it, a tap outside or Escape closes it (focus returns to the
 * button). From lg up the links are always shown and the button is hidden (see
 * Navbar.module.css), unless they would not fit there (`menuFitsTheBar`): then the menu stays
 * behind its button at every width. The page's head script does what the browser does not, for the whole
 * visit (src/boot/popovers.ts): closing the menu when a link is chosen or the window grows past
 * lg. The browser tells assistive technology whether the menu is open.
 */
export function Navbar() {
  const { language, content, page, pathIn } = usePageLanguage();
  const texts = content.interface;
  // By the page shown, not the address: an unknown address shows Home, drawn as at `/`.
  const currentIf = (linkPage: string) => (linkPage === page ? 'page' : undefined);
  // The blog's link, where this language has posts; a post or a tag's page is part of the blog.
  const blogLink = siteLanguages.blog[language] && texts.blog?.blog;
  const { goHome, goToWork, goToContacts } = useSectionNavigation();
  const ownPages = menuPages[language] ?? [];
  const menuInPlace = menuFitsTheBar({
    name: content.profile.name,
    links: [
      texts.home,
      texts.work,
      texts.about,
      ...ownPages.map(({ title }) => title),
      ...(blogLink ? [blogLink] : []),
      texts.contacts,
    ],
    switches: siteLanguages.languages
      .filter((code) => code !== language)
      .map((code) => languageNames[code]?.shortName ?? code),
  });
  // Under the site base, like the router's own links: `/portfolio/#work` on a project page.
  const workHref = useHref(`${pathIn(paths.home)}#${sectionIds.work}`);
  const contactsHref = useHref(`${pathIn(page)}#${sectionIds.contacts}`);

  return (
    <header className={styles.header}>
      <nav
        className={menuInPlace ? `${styles.bar} ${styles.menuInPlace}` : styles.bar}
        aria-label={texts.mainNavigation}
      >
        <Link to={pathIn(paths.home)} className={styles.brand} onClick={goHome}>
          {hasOwnLogo ? (
            // The owner's own logo, the file their favicon is: cached once for every page.
            <img
              className={styles.logo}
              src={`${import.meta.env.BASE_URL}favicon.svg`}
              alt=""
              width="40"
              height="40"
            />
          ) : (
            <Logo className={styles.logo} />
          )}
          <span>{content.profile.name}</span>
        </Link>

        <div id={popoverIds.menu} className={styles.menu} popover="auto">
          <div className={styles.menuContent}>
            <ul className={styles.links}>
              <li>
                <Link
                  to={pathIn(paths.home)}
                  className={styles.link}
                  aria-current={currentIf(paths.home)}
                  onClick={goHome}
                >
                  {texts.home}
                </Link>
              </li>
              <li>
                <a href={workHref} className={styles.link} onClick={goToWork}>
                  {texts.work}
                </a>
              </li>
              <li>
                <Link
                  to={pathIn(paths.about)}
                  className={styles.link}
                  aria-current={currentIf(paths.about)}
                >
                  {texts.about}
                </Link>
              </li>
              {ownPages.map(({ slug, title }) => (
                <li key={slug}>
                  <Link
                    to={pathIn(ownPagePath(slug))}
                    className={styles.link}
                    aria-current={currentIf(ownPagePath(slug))}
                  >
                    {title}
                  </Link>
                </li>
              ))}
              {blogLink && (
                <li>
                  <Link
                    to={pathIn(blogPath)}
                    className={styles.link}
                    aria-current={
                      page === blogPath ? 'page' : isBlogPage(page) ? 'true' : undefined
                    }
                  >
                    {blogLink}
                  </Link>
                </li>
              )}
              <li>
                <a href={contactsHref} className={styles.link} onClick={goToContacts}>
                  {texts.contacts}
                </a>
              </li>
            </ul>
            {/* In the menu on phones, so the owner's name keeps the bar's room. */}
            <LanguageSwitch />
          </div>
        </div>

        <ThemeToggle texts={texts} />

        <PopoverButton popoverId={popoverIds.menu} className={styles.toggle}>
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          <span className="visually-hidden">{texts.menu}</span>
        </PopoverButton>
      </nav>
    </header>
  );
}
