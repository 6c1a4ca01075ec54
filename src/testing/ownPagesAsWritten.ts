import { ownPagesFolder } from '../content/ownPages.ts';
import { writeUpsAsWritten } from './postsAsWritten.ts';

/** An own page as its file gives it: its name's parts and its front matter. */
export interface OwnPageAsWritten {
  slug: string;
  language: string;
  title: string;
  description: string;
  nav?: boolean;
  order?: number;
}

/** The owner's own pages, their front matter read by the YAML library alone: what the tests expect. */
export const ownPagesAsWritten: OwnPageAsWritten[] =
  writeUpsAsWritten<Omit<OwnPageAsWritten, 'slug' | 'language'>>(ownPagesFolder);

/** The own pages the header's menu links in `language`: by `order`, then by title. */
export const menuPagesAsWritten = (language: string) =>
  ownPagesAsWritten
    .filter((page) => page.language === language && page.nav === true)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.title.localeCompare(b.title, language));
