/** The shape of everything the site shows. The owner edits the values in `content.ts`. */

export interface Profile {
  /** Shown beside the logo and in page titles. */
  name: string;
  role: string;
  city: string;
}

export interface HeroText {
  greeting: string;
  /** The line under the greeting: who the owner is and where from. */
  intro: string;
}

export interface AboutText {
  heading: string;
  /** One sentence for search results and link previews of the About page. */
  description: string;
  intro: string;
  personal: string;
}

export interface Project {
  /** Unique, lowercase words joined by hyphens: `expenses-tracker`. */
  id: string;
  /** Name of the preview image in `src/assets/projects/` (`tracker` for `tracker-800.webp`). */
  image: string;
  /** What the preview shows, for visitors who cannot see it. */
  imageAlt: string;
  title: string;
  description: string;
  /** The live project, opened in a new tab by "View Project". */
  project: string;
}

export interface SkillItem {
  id: string;
  name: string;
}

export interface SkillList {
  id: string;
  title: string;
  items: readonly SkillItem[];
}

export type ContactKind = 'linkedin' | 'telegram' | 'email' | 'resume' | 'github';

export interface ContactLink {
  id: ContactKind;
  /** The visible text of the link. */
  label: string;
  href: string;
}

export interface SiteContent {
  /**
   * The address the site is published at, with a trailing slash: `https://you.dev/`. Canonical
   * links, link previews, the sitemap and the structured data are built from it.
   */
  siteUrl: string;
  profile: Profile;
  /** One sentence for search results and link previews of the home page. */
  description: string;
  hero: HeroText;
  workHeading: string;
  about: AboutText;
  projects: readonly Project[];
  skills: readonly SkillList[];
  contactsHeading: string;
  contacts: readonly ContactLink[];
}
