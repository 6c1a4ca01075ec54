/**
 * The rules of a write-up's pictures, as it compiles: a picture given by reference is a picture,
 * and each has its alt text, is a picture file, and lies beside the write-up.
 */

import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Image, Paragraph, Root as MdastRoot, RootContent } from 'mdast';
import { definitions } from 'mdast-util-definitions';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { pictureExtensions } from '../src/content/pictures.ts';
import { showsSomething } from '../src/content/unwritable.ts';

const PICTURE_FILE = new RegExp(`\\.(?:${pictureExtensions.join('|')})$`, 'i');

/**
 * A picture given by reference (`![a chart][chart]` with `[chart]: ./pictures/chart.svg` below) as
 * the picture it names, so it meets the same checks and imports as one given inline.
 */
export function picturesByReferenceAsPictures(tree: MdastRoot) {
  const definitionOf = definitions(tree);
  visit(tree, 'imageReference', (node, index, parent) => {
    const definition = definitionOf(node.identifier);
    if (!definition || !parent || index === undefined) return;
    const picture: Image = {
      type: 'image',
      url: definition.url,
      title: definition.title,
      alt: node.alt,
      position: node.position,
    };
    parent.children[index] = picture;
  });
}

const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** The picture a paragraph holds alone (blank text around it aside), or none. */
export function onlyPictureOf(paragraph: Paragraph): Image | undefined {
  const [picture, ...others] = paragraph.children.filter((child) => !isBlank(child));
  return picture?.type === 'image' && others.length === 0 ? picture : undefined;
}

/** Stops the compile at a picture with no alt text, from elsewhere, of another kind, or missing. */
export function checkPicture(picture: Image, file: VFile) {
  const shown = picture.url;
  if (!showsSomething(picture.alt ?? '')) {
    file.fail(
      `has a picture with no alt text, ${shown}: write what it shows between ![ and ]`,
      picture,
    );
  }
  if (/^[a-z]+:/i.test(shown) || shown.startsWith('/')) {
    file.fail(
      `shows the picture ${shown} from elsewhere: put the file beside it and link it as ./pictures/…`,
      picture,
    );
  }
  if (!PICTURE_FILE.test(shown)) {
    file.fail(`shows ${shown}, which is not a .${pictureExtensions.join(', .')} picture`, picture);
  }
  if (!existsSync(resolve(dirname(file.path), shown))) {
    file.fail(`shows the picture ${shown}, which does not exist`, picture);
  }
}
