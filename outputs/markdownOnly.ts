import type { Element, Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { protocolOf } from '../src/content/addressProtocol.ts';

/**
 * The HTML a write-up may hold, with the attributes each may take: elements that neither run nor
 * load anything, for what Markdown has no syntax for.
 */
export const allowedHtml: Readonly<Record<string, readonly string[]>> = {
  details: ['open'],
  summary: [],
  kbd: [],
  sub: [],
  sup: [],
  abbr: ['title'],
  mark: [],
  br: [],
};

/** The kinds of address a link or picture may lead to, besides relative paths and `#anchors`. */
const allowedProtocols = ['http:', 'https:', 'mailto:', 'tel:'];

const allowedHtmlList = Object.keys(allowedHtml)
  .map((name) => `<${name}>`)
  .join(', ');

/** The page a link is read from, standing in for any of the site's. */
const ON_THE_SITE = 'https://site.invalid/blog/post';

/**
 * Why `url` may not be a link's or picture's target, or nothing when it may. It is read as a
 * browser reads it: a backslash is a slash, `//host` another site, and `https:host` (no `//`) a
 * path of this one; each of those reads otherwise than it looks, so it is refused with the fix.
 */
export function targetProblem(url: string): string | undefined {
  const protocol = protocolOf(url);
  if (protocol === undefined) return `"${url}" is not an address`;
  if (!allowedProtocols.includes(protocol)) {
    return `"${url}" leads to a ${protocol} address: a write-up links only to http(s), mailto: and tel: addresses, relative paths and #anchors`;
  }
  if (url.includes('\\')) {
    return `"${url}" holds a backslash, which a browser reads as a slash: write / where you mean one`;
  }
  if (/^\s*https?:(?!\/\/)/i.test(url)) {
    return `"${url}" is an ${protocol} address without "//", which a browser reads as a path of this site: write ${protocol}//${url.trim().replace(/^https?:/i, '')}`;
  }
  const leaves =
    protocol.startsWith('http') && new URL(url, ON_THE_SITE).host !== new URL(ON_THE_SITE).host;
  if (leaves && !/^\s*[a-z][a-z\d+.-]*:\/\//i.test(url)) {
    return `"${url}" leads to another site without naming how: write https:${url.trim()}`;
  }
  return undefined;
}

function checkElement(node: MdxJsxFlowElement | MdxJsxTextElement, file: VFile) {
  const name = node.name ?? '';
  const attributes = allowedHtml[name];
  if (!attributes) {
    file.fail(
      name === ''
        ? 'has a fragment <>…</>: write the text without it'
        : `has <${name}>, which a write-up may not hold: it is Markdown, not code or HTML. Write it in Markdown (emphasis, links, lists, tables, pictures), or use ${allowedHtmlList}`,
      node,
    );
  }
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      file.fail(`gives <${name}> the attributes {${attribute.value}}, which run code`, node);
    }
    if (!attributes.includes(attribute.name)) {
      file.fail(
        `gives <${name}> the attribute ${attribute.name}, which it may not have in a write-up (${
          attributes.length > 0 ? `only ${attributes.join(', ')}` : 'none'
        })`,
        node,
      );
    }
    if (attribute.value && typeof attribute.value === 'object') {
      file.fail(
        `gives <${name}> ${attribute.name}={${attribute.value.value}}, which runs code: write the value in quotes`,
        node,
      );
    }
  }
}

/**
 * Keeps a write-up to Markdown: it stops the build at the first construct of MDX that would run
 * code or load something, with its line and what to write instead. MDX parses imports, exports,
 * `{expressions}` and JSX but runs none of them until the compiled module is imported, which this
 * check comes before: refused here, they never run.
 */
export function remarkMarkdownOnly() {
  return (tree: MdastRoot, file: VFile) => {
    visit(tree, (node) => {
      switch (node.type) {
        case 'mdxjsEsm':
          file.fail(
            `has "${node.value.split('\n')[0]}": a write-up is Markdown and runs no code, so it has no import or export (facts go in the front matter, pictures are linked as ![what it shows](./pictures/file.png))`,
            node,
          );
          break;
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          file.fail(
            `has the expression {${node.value}}, which would run as code: write the text itself, and a brace as \\{`,
            node,
          );
          break;
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          checkElement(node, file);
          break;
        case 'html':
          file.fail(`has raw HTML (${node.value.slice(0, 40)}): write it in Markdown`, node);
          break;
        case 'link':
        case 'image':
        case 'definition': {
          const problem = targetProblem(node.url);
          if (problem) file.fail(`links to ${problem}`, node);
          break;
        }
        default:
          break;
      }
    });
  };
}

/**
 * A table's column alignment as a class (`align-right`): Markdown writes it as an attribute that
 * MDX turns into a `style`, which the page's Content-Security-Policy does not let through.
 */
export function rehypeAlignmentClasses() {
  return (tree: HastRoot) => {
    visit(tree, 'element', (node: Element) => {
      const { align } = node.properties;
      if ((node.tagName !== 'th' && node.tagName !== 'td') || typeof align !== 'string') return;
      delete node.properties.align;
      node.properties.className = [`align-${align}`];
    });
  };
}

/**
 * A write-up's link written from the site's root (`/about`, `/blog/tags/react`), under the base
 * the site is built for (`/portfolio/about`), as the router's own links are; any other link as it
 * is written. The link check reads it as written, from the root.
 */
export function underBase(url: string, base: string): string {
  return url.startsWith('/') && !url.startsWith('//') ? `${base}${url.slice(1)}` : url;
}

/** Puts every link of a write-up written from the site's root under `base()`. */
export function remarkLinksUnderBase(base: () => string) {
  return (tree: MdastRoot) => {
    visit(tree, (node) => {
      if (node.type === 'link' || node.type === 'definition')
        node.url = underBase(node.url, base());
    });
  };
}
