import { Outlet, ScrollRestoration } from 'react-router';
import { sectionIds } from '@/app/paths';
import { Navbar } from '@/components/navbar/Navbar';
import { content } from '@/content';
import styles from './RootLayout.module.css';

/** The frame of every page: header navigation above the page, a footer below it. */
export function RootLayout() {
  const { profile } = content;
  return (
    <>
      <a className={styles.skipLink} href={`#${sectionIds.main}`}>
        Skip to main content
      </a>
      <Navbar ownerName={profile.name} />
      <main id={sectionIds.main} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        {/* The prerendered year may be last year's until the site is built again. */}
        <p suppressHydrationWarning>
          © {new Date().getFullYear()} {profile.name} · {profile.role}, {profile.city}
        </p>
      </footer>
      <ScrollRestoration />
    </>
  );
}
