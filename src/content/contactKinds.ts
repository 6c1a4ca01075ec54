/**
 * The kinds of contact link an owner may list: each with its name (the label it shows unless a
 * language gives another), its icon and the rule its address must follow, so that a pasted
 * wrong address is caught at build time. No Vite or Node imports: the schema, the build and the
 * tests all read it.
 */

import { isSiteFile } from './contactLinks.ts';

/** An icon from Tabler Icons (outline), or from Simple Icons where Tabler has none. */
export type IconSource = { tabler: string } | { simpleIcons: string };

export interface ContactKind {
  /** The label a link of this kind shows unless the language names it otherwise. */
  name?: string;
  icon: IconSource;
  /** What the address must be, for the error message: `an https://x.com/… profile`. */
  expected: string;
  accepts: (href: string) => boolean;
  /** A kind listed in schema.org's `sameAs`: a profile of the owner on another site. */
  profile?: boolean;
  /** Other names a JSON Resume file gives the network (`Twitter` for X), lower case, no spaces or dots. */
  aliases?: readonly string[];
  /**
   * A profile's address from its user name (the import reads a JSON Resume's `username` so),
   * where the network has one form of address.
   */
  addressOf?: (user: string) => string;
  /** The user name in a profile's address (the JSON Resume export writes it). */
  userIn?: (url: URL) => string | undefined;
}

const EMAIL = /^[^\s@/?#]+@[^\s@/?#]+\.[^\s@/?#]+$/;
/** An international number: `+`, then 7 to 15 digits, with spaces, dots, dashes or brackets. */
const PHONE = /^\+(?:[\s.()-]*\d){7,15}[\s.()-]*$/;

function httpsUrl(href: string): URL | undefined {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' && !url.username && !url.password ? url : undefined;
  } catch {
    return undefined;
  }
}

/** An https address on one of `hosts` whose path matches `path` (by default: anything). */
function on(hosts: readonly string[], path = /^\/[^/]+/) {
  return (href: string) => {
    const url = httpsUrl(href);
    return url !== undefined && hosts.includes(url.hostname) && path.test(url.pathname);
  };
}

/** A profile on one site: `https://github.com/…`. */
function profileOn(name: string, hosts: readonly string[], path?: RegExp, shown = `${hosts[0]}/…`) {
  return {
    name,
    expected: `an https://${shown} profile`,
    accepts: on(hosts, path),
    profile: true,
  };
}

const anyHttpsPage = (href: string) => httpsUrl(href) !== undefined;

/** The user name in an address's path after `before` (`/in/`, `/@`): its next segment. */
function userAfter(before: string) {
  return (url: URL) => {
    if (!url.pathname.startsWith(before)) return undefined;
    const [user = ''] = url.pathname.slice(before.length).split('/');
    try {
      return decodeURIComponent(user) || undefined;
    } catch {
      return undefined;
    }
  };
}

/** A profile's address both ways, by its form: `https://github.com/{user}`. */
function userAddress(form: string) {
  const before = new URL(form.replace('{user}', '')).pathname;
  return {
    addressOf: (user: string) => form.replace('{user}', encodeURIComponent(user.replace(/^@/, ''))),
    userIn: userAfter(before),
  };
}

export const contactKinds = {
  email: {
    name: 'Email',
    icon: { tabler: 'mail' },
    expected: 'a mailto: address (mailto:name@domain.tld)',
    accepts: (href) => {
      const [, address = ''] = /^mailto:([^?]+)$/.exec(href) ?? [];
      try {
        return EMAIL.test(decodeURIComponent(address));
      } catch {
        return false; // A stray `%`
      }
    },
  },
  phone: {
    name: 'Phone',
    icon: { tabler: 'phone' },
    expected: 'a tel: number in international form (tel:+380441234567)',
    accepts: (href) => href.startsWith('tel:') && PHONE.test(href.slice('tel:'.length)),
  },
  website: {
    name: 'Website',
    icon: { tabler: 'world' },
    expected: 'an https:// address',
    accepts: anyHttpsPage,
    profile: true,
  },
  linkedin: {
    ...profileOn(
      'LinkedIn',
      ['www.linkedin.com', 'linkedin.com'],
      /^\/in\/[^/]+/,
      'www.linkedin.com/in/…',
    ),
    ...userAddress('https://www.linkedin.com/in/{user}'),
    icon: { tabler: 'brand-linkedin' },
  },
  github: {
    ...profileOn('GitHub', ['github.com']),
    ...userAddress('https://github.com/{user}'),
    icon: { tabler: 'brand-github' },
  },
  gitlab: {
    ...profileOn('GitLab', ['gitlab.com']),
    ...userAddress('https://gitlab.com/{user}'),
    icon: { tabler: 'brand-gitlab' },
  },
  codeberg: {
    ...profileOn('Codeberg', ['codeberg.org']),
    ...userAddress('https://codeberg.org/{user}'),
    icon: { simpleIcons: 'codeberg' },
  },
  x: {
    ...profileOn('X', ['x.com', 'twitter.com']),
    ...userAddress('https://x.com/{user}'),
    aliases: ['twitter'],
    icon: { tabler: 'brand-x' },
  },
  bluesky: {
    ...profileOn('Bluesky', ['bsky.app'], /^\/profile\/[^/]+/, 'bsky.app/profile/…'),
    ...userAddress('https://bsky.app/profile/{user}'),
    icon: { tabler: 'brand-bluesky' },
  },
  mastodon: {
    name: 'Mastodon',
    icon: { tabler: 'brand-mastodon' },
    expected: 'an https://<server>/@… profile',
    accepts: (href) => {
      const url = httpsUrl(href);
      return url !== undefined && url.hostname.includes('.') && /^\/@[^/]+/.test(url.pathname);
    },
    profile: true,
    // Each server has its own address: a user name alone does not say which.
    userIn: userAfter('/@'),
  },
  telegram: {
    ...profileOn('Telegram', ['t.me']),
    ...userAddress('https://t.me/{user}'),
    icon: { tabler: 'brand-telegram' },
  },
  whatsapp: {
    ...profileOn('WhatsApp', ['wa.me'], /^\/\d{7,15}\/?$/, 'wa.me/<number>'),
    icon: { tabler: 'brand-whatsapp' },
    profile: false,
  },
  signal: {
    name: 'Signal',
    icon: { tabler: 'brand-signal' },
    expected: 'an https://signal.me/#… link',
    accepts: (href) => {
      const url = httpsUrl(href);
      return url?.hostname === 'signal.me' && url.hash.length > 2;
    },
  },
  dribbble: {
    ...profileOn('Dribbble', ['dribbble.com']),
    ...userAddress('https://dribbble.com/{user}'),
    icon: { tabler: 'brand-dribbble' },
  },
  behance: {
    ...profileOn('Behance', ['www.behance.net', 'behance.net']),
    ...userAddress('https://www.behance.net/{user}'),
    icon: { tabler: 'brand-behance' },
  },
  youtube: {
    ...profileOn(
      'YouTube',
      ['www.youtube.com', 'youtube.com'],
      /^\/(?:@[^/]+|(?:channel|c|user)\/[^/]+)/,
      'www.youtube.com/@…',
    ),
    ...userAddress('https://www.youtube.com/@{user}'),
    icon: { tabler: 'brand-youtube' },
  },
  stackoverflow: {
    ...profileOn(
      'Stack Overflow',
      ['stackoverflow.com'],
      /^\/users\/\d+/,
      'stackoverflow.com/users/…',
    ),
    aliases: ['stackexchange'],
    icon: { tabler: 'brand-stackoverflow' },
  },
  medium: {
    name: 'Medium',
    icon: { tabler: 'brand-medium' },
    expected: 'an https://medium.com/@… profile',
    accepts: (href) => {
      const url = httpsUrl(href);
      if (!url) return false;
      if (url.hostname === 'medium.com') return /^\/@[^/]+/.test(url.pathname);
      return /^[a-z0-9-]+\.medium\.com$/.test(url.hostname);
    },
    profile: true,
    ...userAddress('https://medium.com/@{user}'),
  },
  devto: {
    ...profileOn('DEV', ['dev.to']),
    ...userAddress('https://dev.to/{user}'),
    icon: { simpleIcons: 'devdotto' },
  },
  resume: {
    name: 'Resume',
    icon: { tabler: 'file-cv' },
    expected: 'an https:// link to the resume, or a .pdf file in public/ (cv.pdf)',
    accepts: (href) => isSiteFile(href) || (httpsUrl(href)?.pathname.length ?? 0) > 1,
  },
  /** Any other page, with the owner's own label in every language. */
  link: {
    icon: { tabler: 'link' },
    expected: 'an https:// address',
    accepts: anyHttpsPage,
  },
} satisfies Record<string, ContactKind>;

export type ContactKindName = keyof typeof contactKinds;

/** The kind called `name`, or nothing for a name the catalogue does not know. */
export const contactKindOf = (name: string): ContactKind | undefined =>
  Object.hasOwn(contactKinds, name) ? contactKinds[name as ContactKindName] : undefined;
export const contactKindNames = Object.keys(contactKinds) as ContactKindName[];

const squash = (name: string) => name.toLowerCase().replace(/[\s.]/g, '');

/**
 * The kind a network is, by its name as a JSON Resume file writes it (`GitHub`, `Twitter`,
 * `dev.to`), or nothing for a network the catalogue does not know.
 */
export function contactKindOfNetwork(network: string): ContactKindName | undefined {
  const name = squash(network);
  return contactKindNames.find((kind) => {
    const known: ContactKind = contactKinds[kind];
    return (
      kind === name || squash(known.name ?? '') === name || (known.aliases ?? []).includes(name)
    );
  });
}

/** The most contact links a site lists: the contacts block still fits two rows on a phone. */
export const MAX_CONTACTS = 8;
