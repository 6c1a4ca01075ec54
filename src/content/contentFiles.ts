import type { Theme, ThemeGround } from './look.ts';

/**
 * What a site folder holds, and what the content check reads beyond the content: the files it
 * names, given by whoever runs it. Which folder is the site's: scripts/siteFolder.mjs.
 */

/** The owner's folder, at the top of the repository: everything of their site. */
export const ownerFolderName = 'site';

/** The content module in a site folder. */
export const contentFile = 'content.ts';

/** The folder (in a site folder) of the files the site serves as they are, a resume PDF among them. */
export const siteFilesFolder = 'public';

/**
 * The owner's public files the site would publish, by their path in `public/`, a symbolic link
 * marked as one (it is refused, not followed).
 */
export interface PublicFiles {
  listed: { path: string; isLink: boolean }[];
  read: (path: string) => Promise<Uint8Array>;
}

/** The files the content names, read by whoever runs the check. */
export interface ContentFiles {
  /** Each theme's background and cards (tokens.css), which the owner's accent must read on. */
  themes?: Record<Theme, ThemeGround>;
  /** The site folder as messages name it (`site`), where its pictures and public files are. */
  folder?: string;
  loadContent: () => Promise<unknown>;
  /** The file names in the pictures' folder. */
  listPictures: () => Promise<string[]>;
  /** The picture's width in pixels; throws when the file cannot be read as a picture. */
  pictureWidth: (fileName: string) => Promise<number>;
  /**
   * The family a font file in the site folder says it is of (`fonts/Atkinson-Regular.ttf`);
   * throws, saying why, where it is not there or is not a TrueType or OpenType font.
   */
  fontFamily?: (path: string) => Promise<string>;
  /** The files in `public/` the site would publish (a resume PDF), and how to read one. */
  publicFiles?: () => Promise<PublicFiles>;
  /** The case studies' folder as messages name it, and the names of the files in it. */
  caseStudies?: { folder: string; list: () => Promise<string[]> };
  /**
   * The posts' folder as messages name it, the names of the files in it and their text; drafts
   * are left out unless `drafts` says to keep them (the dev server does).
   */
  /** The own pages' folder as messages name it, the names of the files in it and their text. */
  ownPages?: {
    folder: string;
    list: () => Promise<string[]>;
    read: (fileName: string) => Promise<string>;
  };
  posts?: {
    folder: string;
    list: () => Promise<string[]>;
    read: (fileName: string) => Promise<string>;
    drafts?: boolean;
    /**
     * The day it is, `YYYY-MM-DD` (the machine's own by default): a post published after it is
     * left out of a build until its day, and kept, marked, where drafts are.
     */
    today?: string;
  };
}
