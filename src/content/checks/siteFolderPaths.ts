/** `part` of the site folder `folder` as messages name it: `site/projects`. */
export const inSiteFolder = (folder: string | undefined, part: string) =>
  folder ? `${folder}/${part}` : part;
