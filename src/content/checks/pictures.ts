/**
 * The content's check of its project pictures: each there, readable, and wide enough to look sharp.
 */

import { heroPictureFileOf } from '../heroPicture.ts';
import type { ContentFiles } from '../contentFiles.ts';
import { localizeContent, siteLanguagesOf } from '../localize.ts';
import { messageOf } from '../messageOf.ts';
import { largestPictureWidth, picturesFolder } from '../pictures.ts';
import type { ContentProblem, SiteContent } from '../schema.ts';
import { inSiteFolder } from './siteFolderPaths.ts';

/**
 * The project pictures (and the hero's, where the owner names one) that are missing or
 * unreadable, and those too narrow to look sharp.
 */
export async function pictureProblems(
  content: SiteContent,
  files: ContentFiles,
): Promise<{ problems: ContentProblem[]; warnings: string[] }> {
  const pictures = await files.listPictures();
  const problems: ContentProblem[] = [];
  const warnings: string[] = [];
  const { projects } = localizeContent(content, siteLanguagesOf(content).defaultLanguage);
  const folder = inSiteFolder(files.folder, picturesFolder);
  for (const [index, project] of projects.entries()) {
    const field = `projects[${index}].image`;
    const picture = `the picture of "${project.title}", ${folder}/${project.image},`;
    if (!pictures.includes(project.image)) {
      const found = pictures.join(', ') || 'nothing';
      problems.push({ field, message: `${picture} does not exist (found: ${found})` });
      continue;
    }
    try {
      const width = await files.pictureWidth(project.image);
      if (width < largestPictureWidth) {
        warnings.push(
          `${field}: ${picture} is ${width} px wide; the page shows it up to ` +
            `${largestPictureWidth} px wide, so it will look soft on large screens.`,
        );
      }
    } catch (error) {
      problems.push({
        field,
        message: `${picture} cannot be read as a picture (${messageOf(error)})`,
      });
    }
  }
  const hero = heroPictureFileOf(content.look);
  const heroField =
    typeof content.look?.heroPicture === 'object' ? 'look.heroPicture.file' : 'look.heroPicture';
  if (hero) {
    if (!pictures.includes(hero)) {
      problems.push({
        field: heroField,
        message: `${folder}/${hero} does not exist (found: ${pictures.join(', ') || 'nothing'})`,
      });
    } else {
      try {
        await files.pictureWidth(hero);
      } catch (error) {
        problems.push({
          field: heroField,
          message: `${folder}/${hero} cannot be read as a picture (${messageOf(error)})`,
        });
      }
    }
  }
  return { problems, warnings };
}
