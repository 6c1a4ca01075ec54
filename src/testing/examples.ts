import { siteContent as exampleOwner } from '../../examples/andrii-koval/content.ts';
import { siteContent as threeLanguages } from '../../examples/three-projects-three-languages/content.ts';
import { withTemplateWords } from '../content/interface/index.ts';
import { heroPictureFileOf } from '../content/heroPicture.ts';
import type { SiteContent } from '../content/schema.ts';

/** The template's example owner's content, with the template's words where it gives none. */
export const exampleContent = withTemplateWords(exampleOwner);

/**
 * Another owner's content in three languages (en, uk, pl), with the template's words where it
 * gives none: the fixed content most unit tests read.
 */
export const threeLanguagesContent = withTemplateWords(threeLanguages);

/** The picture files `content` names, the projects' and the hero's: a pictures folder that holds them. */
export const picturesNamedIn = (content: SiteContent): string[] => [
  ...content.projects.map((project) => project.image),
  ...[heroPictureFileOf(content.look) ?? []].flat(),
];
