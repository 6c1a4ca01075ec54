import { useCallback, useEffect, useRef } from 'react';
import { Link, useHref } from 'react-router';
import { menuExpandedQuery } from 'virtual:design-tokens';
import { paths, sectionIds } from '@/config/paths';
import { Icon } from '@/components/icon/Icon';
import { Logo } from '@/components/logo/Logo';
import styles from './Navbar.module.css';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { LanguageSwitch } from './LanguageSwitch';
import { ThemeToggle } from './ThemeToggle';
import { PopoverButton } from './PopoverButton';
import { useSectionNavigation } from './useSectionNavigation';

const MENU_ID = 'main-menu';

/**
 * The header bar on every page. Below the lg breakpoint the links collapse into a menu that is a
 * native popover: its button opens it, a tap outside or Escape closes it (focus returns to the
 * button), all without the app's script. From lg up the links are always shown and the button is
 * hidden (see Navbar.module.css). The app adds what the browser does not: closing the menu when a
 * link is chosen, or when the window grows past lg, and keeping `aria-expanded` in step (the
 * script in the page's head does both until the app runs).
 */
export function Navbar() {
  const { content, page, pathIn } = usePageLanguage();
  const texts = content.interface;
  const menuRef = useRef<HTMLDivElement>(null);
  // By the page shown, not the address: an unknown address shows Home, drawn as at `/`.
  const currentIf = (linkPage: string) => (linkPage === page ? 'page' : undefined);
  const { goHome, goToWork, goToContacts } = useSectionNavigation();
  // Under the site base, like the router's own links: `/portfolio/#work` on a project page.
  const workHref = useHref({ pathname: pathIn(paths.home), hash: sectionIds.work });
  const contactsHref = useHref({ pathname: pathIn(page), hash: sectionIds.contacts });

  const closeMenu = useCallback(() => {
    if (menuRef.current?.matches(':popover-open')) menuRef.current.hidePopover();
  }, []);

  useEffect(() => {
    const expanded = window.matchMedia(menuExpandedQuery);
    const closeWhenExpanded = () => {
      if (expanded.matches) closeMenu();
    };
    expanded.addEventListener('change', closeWhenExpanded);
    return () => expanded.removeEventListener('change', closeWhenExpanded);
  }, [closeMenu]);

  return (
    <header className={styles.header}>
      <nav className={styles.bar} aria-label={texts.mainNavigation}>
        <Link
          to={pathIn(paths.home)}
          className={styles.brand}
          onClick={(event) => {
            closeMenu();
            goHome(event);
          }}
        >
          <Logo className={styles.logo} />
          <span>{content.profile.name}</span>
        </Link>

        <div id={MENU_ID} ref={menuRef} className={styles.menu} popover="auto">
          <div className={styles.menuContent}>
            <ul className={styles.links} onClick={closeMenu}>
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

        <PopoverButton popoverId={MENU_ID} className={styles.toggle}>
          <Icon name="menu" className={styles.openIcon} />
          <Icon name="close" className={styles.closeIcon} />
          <span className="visually-hidden">{texts.menu}</span>
        </PopoverButton>
      </nav>
    </header>
  );
}
