/**
 * The owner's folder, at the top of the repository: everything of their site. Without one, the
 * build reads the template's example owner's folder of the same shape (tools/siteFolder.mjs).
 */
export const ownerFolderName = 'site';

/** The content module in a site folder. */
export const contentFile = 'content.ts';

/** The folder (in a site folder) of the files the site serves as they are, a resume PDF among them. */
export const siteFilesFolder = 'public';
