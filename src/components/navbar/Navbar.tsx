import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useHref, useLocation } from 'react-router';
import { paths, sectionIds } from '@/config/paths';
import { Icon } from '@/components/icon/Icon';
import { Logo } from '@/components/logo/Logo';
import styles from './Navbar.module.css';
import { useSectionNavigation } from './useSectionNavigation';

export interface NavbarProps {
  ownerName: string;
}

const MENU_ID = 'main-menu';

/**
 * The header bar on every page. Below the lg breakpoint the links collapse behind a toggle
 * button; from lg up they are always shown and the toggle is hidden (see Navbar.module.css).
 */
export function Navbar({ ownerName }: NavbarProps) {
  const [isMenuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const { goHome, goToWork, goToContacts } = useSectionNavigation();
  // Under the site base, like the router's own links: `/portfolio/#work` on a project page.
  const workHref = useHref({ pathname: paths.home, hash: sectionIds.work });
  const contactsHref = useHref({ pathname, hash: sectionIds.contacts });

  useEffect(() => {
    if (!isMenuOpen) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setMenuOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [isMenuOpen]);

  const closeMenu = () => setMenuOpen(false);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isMenuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  };

  return (
    <header className={styles.header} ref={headerRef} onKeyDown={closeOnEscape}>
      <nav className={styles.bar} aria-label="Main">
        <Link
          to={paths.home}
          className={styles.brand}
          onClick={(event) => {
            closeMenu();
            goHome(event);
          }}
        >
          <Logo className={styles.logo} />
          <span>{ownerName}</span>
        </Link>

        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          data-needs-script
          aria-expanded={isMenuOpen}
          aria-controls={MENU_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <Icon name={isMenuOpen ? 'close' : 'menu'} />
          <span className="visually-hidden">Menu</span>
        </button>

        <div id={MENU_ID} className={styles.menu} data-open={isMenuOpen}>
          <ul className={styles.links} onClick={closeMenu}>
            <li>
              <NavLink to={paths.home} end className={styles.link} onClick={goHome}>
                Home
              </NavLink>
            </li>
            <li>
              <a href={workHref} className={styles.link} onClick={goToWork}>
                Work
              </a>
            </li>
            <li>
              <NavLink to={paths.about} className={styles.link}>
                About
              </NavLink>
            </li>
            <li>
              <a href={contactsHref} className={styles.link} onClick={goToContacts}>
                Contacts
              </a>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
