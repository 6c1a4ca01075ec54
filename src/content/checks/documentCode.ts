/**
 * The code a document would run in the site's origin, as a browser reads it: an HTML page through
 * an HTML parser, an SVG, XHTML or other XML file through an XML parser (which finds markup an
 * HTML parser takes for text, such as a `<script>` inside an XHTML `<title>`).
 */

import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { SaxesParser } from 'saxes';
import { protocolOf } from '../addressProtocol.ts';

/** How a browser reads a file it opens as a document, by its extension in any letter case. */
export type DocumentKind = 'html' | 'xml';

const DOCUMENT_EXTENSIONS: Record<string, DocumentKind> = {
  html: 'html',
  htm: 'html',
  shtml: 'html',
  xhtml: 'xml',
  xht: 'xml',
  svg: 'xml',
  xml: 'xml',
  xsl: 'xml',
  xslt: 'xml',
  mml: 'xml',
};

/** Whether a browser opens the file at `path` as a document, and how it reads it. */
export function documentKindOf(path: string): DocumentKind | undefined {
  const extension = /\.([^./]+)$/.exec(path)?.[1]?.toLowerCase();
  return extension === undefined ? undefined : DOCUMENT_EXTENSIONS[extension];
}

/** Script types that are data, which no browser runs: structured data (JSON-LD) and JSON. */
const DATA_SCRIPT_TYPES = new Set(['application/ld+json', 'application/json']);

/** Attributes whose address a browser follows or loads, by local name (`xlink:href` is `href`). */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'data']);

/** SVG animations, which may set any attribute, an event handler or an address among them. */
const ANIMATIONS = new Set(['set', 'animate']);
const ANIMATED_VALUES = ['to', 'from', 'values', 'by'];

/** An attribute by its local name, its prefix dropped: `xlink:href` is `href`. */
const localNameOf = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/**
 * The code an element holds: a script (unless its type is data), each event-handler attribute, a
 * `javascript:` address, a frame's `srcdoc` (a page of the site's origin) and an animation that
 * sets a handler or a `javascript:` address.
 */
function elementCode(tag: string, attributes: Map<string, string>, text: () => string): string[] {
  const code: string[] = [];
  const type = attributes.get('type')?.trim().toLowerCase() ?? '';
  if (tag === 'script' && !attributes.has('src') && !DATA_SCRIPT_TYPES.has(type)) code.push(text());
  const animated = attributes.get('attributename')?.toLowerCase();
  for (const [name, value] of attributes) {
    const written = `${name}="${value}"`;
    if (name.startsWith('on') || name === 'srcdoc') code.push(written);
    else if (URL_ATTRIBUTES.has(name) && protocolOf(value) === 'javascript:') code.push(written);
    else if (ANIMATIONS.has(tag) && ANIMATED_VALUES.includes(name)) {
      const setsCode =
        animated?.startsWith('on') === true ||
        value.split(';').some((part) => protocolOf(part.trim()) === 'javascript:');
      if (setsCode) code.push(written);
    }
  }
  return code;
}

type HtmlNode = DefaultTreeAdapterMap['node'];

/** Every element of a parsed page, in document order (a template's content included). */
export function* elementsOf(node: HtmlNode): Generator<DefaultTreeAdapterMap['element']> {
  if ('tagName' in node) yield node;
  const children = 'content' in node ? node.content.childNodes : [];
  for (const child of [...('childNodes' in node ? node.childNodes : []), ...children]) {
    yield* elementsOf(child);
  }
}

/**
 * The code an HTML page would run that is not in a file of the site: each inline script (read as
 * a browser reads the page, whatever its spelling or type; JSON-LD is data), each event-handler
 * attribute (`onclick="…"`), each `javascript:` address and each frame's `srcdoc`, as its text.
 */
export function inlineCode(html: string): string[] {
  // Scripting off: a <noscript>'s contents are read as elements too, and nothing hides there.
  const document = parse(html, { scriptingEnabled: false });
  return [...elementsOf(document)].flatMap((element) =>
    elementCode(
      localNameOf(element.tagName),
      new Map(element.attrs.map(({ name, value }) => [localNameOf(name), value])),
      () => {
        const [text] = element.childNodes;
        return text && 'value' in text ? text.value : '';
      },
    ),
  );
}

/**
 * The code an XML document (SVG, XHTML) would run, as {@link inlineCode} finds it in a page, by
 * local names in any namespace; and what an XML parser may be made to read otherwise than this
 * one: entities declared in its DOCTYPE (which can stand for markup) and stylesheet instructions
 * (XSLT writes markup of its own). A file that is not well-formed is refused whole.
 */
export function xmlCode(xml: string): string[] {
  const code: string[] = [];
  const parser = new SaxesParser({ xmlns: false, position: true });
  const open: { tag: string; attributes: Map<string, string>; text: string }[] = [];
  parser.on('doctype', (doctype) => {
    if (doctype.includes('[')) code.push(`<!DOCTYPE${doctype}>`);
  });
  parser.on('processinginstruction', ({ target, body }) => {
    if (target.toLowerCase() === 'xml-stylesheet') code.push(`<?${target} ${body}?>`);
  });
  parser.on('opentag', ({ name, attributes }) => {
    open.push({
      tag: localNameOf(name),
      attributes: new Map(
        Object.entries(attributes).map(([attribute, value]) => [localNameOf(attribute), value]),
      ),
      text: '',
    });
  });
  const addText = (text: string) => {
    const element = open.at(-1);
    if (element) element.text += text;
  };
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.on('closetag', () => {
    const element = open.pop();
    if (element) code.push(...elementCode(element.tag, element.attributes, () => element.text));
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    return [`not well-formed XML: ${error instanceof Error ? error.message : String(error)}`];
  }
  return code;
}

/** Whether an HTML page says its encoding in a `<meta charset>`, as a browser reads the page. */
export const declaresCharset = (html: string): boolean =>
  [...elementsOf(parse(html))].some(
    (element) => element.tagName === 'meta' && element.attrs.some(({ name }) => name === 'charset'),
  );

/** The code the document `text`, read as `kind`, would run. */
export const documentCode = (text: string, kind: DocumentKind): string[] =>
  kind === 'html' ? inlineCode(text) : xmlCode(text);
