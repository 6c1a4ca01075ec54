/**
 * The content's check of an own font (`look.font: { family, regular, bold }`): each of its files
 * there and readable as a font. Whether it has every letter the site writes is the build's to say
 * (outputs/pageFont.ts), which reads every word.
 */

import type { ContentFiles } from '../contentFiles.ts';
import { isOwnFont } from '../fonts.ts';
import { messageOf } from '../messageOf.ts';
import type { ContentProblem, Look } from '../schema.ts';
import { inSiteFolder } from './siteFolderPaths.ts';

export async function ownFontProblems(
  look: Look | undefined,
  { fontFamily, folder }: ContentFiles,
): Promise<ContentProblem[]> {
  const font = look?.font;
  if (!isOwnFont(font) || !fontFamily) return [];
  const problems: ContentProblem[] = [];
  for (const weight of ['regular', 'bold'] as const) {
    try {
      await fontFamily(font[weight]);
    } catch (error) {
      problems.push({
        field: `look.font.${weight}`,
        message: `${inSiteFolder(folder, font[weight])} ${messageOf(error)}`,
      });
    }
  }
  return problems;
}
