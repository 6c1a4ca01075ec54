import {
  contactKindNames,
  contactKinds,
  contactKindOfNetwork,
  type ContactKind,
  MAX_CONTACTS,
  type ContactKindName,
} from './contactKinds.ts';
import { localizeContent } from './localize.ts';
import { findContentProblems } from './contentProblems.ts';
import type { SiteContent } from './schema.ts';
// The rules are tried on another owner's content: three projects, in English, Ukrainian and Polish.
import { threeLanguagesContent as fixture } from '../testing/examples.ts';

type Draft = {
  contacts: { kind: string; href: string; id?: string }[];
  languages: Record<string, { contacts?: Record<string, string> }>;
};

/** The fixture with its contacts changed by `edit`. */
function contentWith(edit: (draft: Draft) => void): SiteContent {
  const copy = structuredClone(fixture) as unknown as Draft;
  edit(copy);
  return copy as unknown as SiteContent;
}

/** One address each kind takes, and one it refuses, as an owner might paste it. */
const addresses: Record<ContactKindName, { good: string[]; bad: string }> = {
  email: { good: ['mailto:taras@example.net'], bad: 'taras@example.net' },
  phone: { good: ['tel:+380441234567', 'tel:+380 (44) 123-45-67'], bad: 'tel:0441234567' },
  website: { good: ['https://taras.example.net/'], bad: 'http://taras.example.net/' },
  linkedin: {
    good: ['https://www.linkedin.com/in/taras', 'https://linkedin.com/in/taras/'],
    bad: 'https://www.linkedin.com/feed/',
  },
  github: { good: ['https://github.com/taras'], bad: 'https://github.com/' },
  gitlab: { good: ['https://gitlab.com/taras'], bad: 'https://github.com/taras' },
  codeberg: { good: ['https://codeberg.org/taras'], bad: 'codeberg.org/taras' },
  x: { good: ['https://x.com/taras', 'https://twitter.com/taras'], bad: 'x.com/me' },
  bluesky: { good: ['https://bsky.app/profile/taras.bsky.social'], bad: 'https://bsky.app/taras' },
  mastodon: {
    good: ['https://mastodon.social/@taras', 'https://social.example/@taras'],
    bad: 'https://mastodon.social/taras',
  },
  telegram: { good: ['https://t.me/taras'], bad: 'https://telegram.example/taras' },
  whatsapp: { good: ['https://wa.me/380441234567'], bad: 'https://wa.me/taras' },
  signal: { good: ['https://signal.me/#eu/abc123'], bad: 'https://signal.me/' },
  dribbble: { good: ['https://dribbble.com/taras'], bad: 'https://dribbble.com' },
  behance: { good: ['https://www.behance.net/taras'], bad: 'https://behance.com/taras' },
  youtube: {
    good: ['https://www.youtube.com/@taras', 'https://youtube.com/channel/UC123'],
    bad: 'https://www.youtube.com/watch?v=abc',
  },
  stackoverflow: {
    good: ['https://stackoverflow.com/users/123/taras'],
    bad: 'https://stackoverflow.com/questions/1',
  },
  medium: {
    good: ['https://medium.com/@taras', 'https://taras.medium.com/'],
    bad: 'https://medium.com/taras',
  },
  devto: { good: ['https://dev.to/taras'], bad: 'https://dev.to/' },
  resume: {
    good: ['https://docs.example.net/resume', 'taras-cv.pdf', 'files/taras-cv.pdf'],
    bad: 'http://docs.example.net/resume',
  },
  link: { good: ['https://talks.example.net/taras'], bad: 'javascript:alert(1)' },
};

/** The fixture with its third link replaced by one of `kind`, labelled in every language. */
const withThirdLink = (kind: string, href: string) =>
  contentWith((draft) => {
    const replaced = draft.contacts[2]!.kind;
    draft.contacts[2] = { kind, href, id: 'third' };
    for (const texts of Object.values(draft.languages)) {
      const labels = Object.entries(texts.contacts!).filter(([id]) => id !== replaced);
      texts.contacts = { ...Object.fromEntries(labels), third: `My ${kind}` };
    }
  });

describe('each kind of contact link', () => {
  it.each(contactKindNames)('%s takes its own addresses and names what it expects', (kind) => {
    const { good, bad } = addresses[kind];
    for (const href of good)
      expect(findContentProblems(withThirdLink(kind, href)), href).toEqual([]);
    expect(findContentProblems(withThirdLink(kind, bad))).toEqual([
      { field: 'contacts[2].href', message: `"${bad}" is not ${contactKinds[kind].expected}` },
    ]);
  });

  it('says what a profile address should look like', () => {
    expect(findContentProblems(withThirdLink('x', 'x.com/me'))).toEqual([
      { field: 'contacts[2].href', message: '"x.com/me" is not an https://x.com/… profile' },
    ]);
  });

  it('refuses an unknown kind, listing the kinds it knows', () => {
    expect(findContentProblems(withThirdLink('myspace', 'https://myspace.com/taras'))).toEqual([
      {
        field: 'contacts[2].kind',
        message: `"myspace" is not a kind of contact the site knows: ${contactKindNames.join(', ')}`,
      },
    ]);
  });
});

describe('the contact links', () => {
  const withLinks = (count: number) =>
    contentWith((draft) => {
      draft.contacts = Array.from({ length: count }, (_, index) => ({
        kind: 'website',
        id: `site-${index + 1}`,
        href: `https://site-${index + 1}.example.net/`,
      }));
      for (const texts of Object.values(draft.languages)) delete texts.contacts;
    });

  it(`are 1 to ${MAX_CONTACTS}, in the owner's order`, () => {
    expect(findContentProblems(withLinks(1))).toEqual([]);
    expect(findContentProblems(withLinks(MAX_CONTACTS))).toEqual([]);
    expect(findContentProblems(withLinks(0))).toEqual([
      { field: 'contacts', message: 'must list at least one contact link' },
    ]);
    expect(findContentProblems(withLinks(MAX_CONTACTS + 1))).toEqual([
      { field: 'contacts', message: `must list at most ${MAX_CONTACTS} contact links` },
    ]);
    const { contacts } = localizeContent(withLinks(3), 'en');
    expect(contacts.map((contact) => contact.id)).toEqual(['site-1', 'site-2', 'site-3']);
  });

  it('show their kind’s name unless a language labels them', () => {
    const content = withLinks(1);
    expect(localizeContent(content, 'en').contacts[0]!.label).toBe(contactKinds.website.name);
    (content.languages.uk as { contacts?: Record<string, string> }).contacts = {
      'site-1': 'Сайт',
    };
    expect(localizeContent(content, 'uk').contacts[0]!.label).toBe('Сайт');
  });

  it('need an id of their own when two share a kind', () => {
    const content = contentWith((draft) => {
      draft.contacts.push({ kind: 'github', href: 'https://github.com/taras-at-work' });
    });
    expect(findContentProblems(content)).toEqual([
      {
        field: 'contacts[5].id',
        message: '"github" is used twice; give one of the links an id of its own',
      },
    ]);
  });

  it('of the generic kind need a label in every language', () => {
    const content = contentWith((draft) => {
      draft.contacts.push({ kind: 'link', id: 'talks', href: 'https://talks.example.net/' });
      draft.languages.en!.contacts!.talks = 'Talks';
      draft.languages.uk!.contacts!.talks = 'Виступи';
    });
    expect(findContentProblems(content)).toEqual([
      {
        field: 'languages.pl.contacts.talks',
        message: 'is missing: a "link" link has no name of its own, so it needs a label',
      },
    ]);
  });

  it('refuse a label for a link that is not there', () => {
    const content = contentWith((draft) => {
      draft.languages.uk!.contacts!.telegarm = 'Телеграм';
    });
    expect(findContentProblems(content)).toEqual([
      {
        field: 'languages.uk.contacts.telegarm',
        message: 'is not one of linkedin, telegram, email, resume, github',
      },
    ]);
  });
});

describe('a profile’s address, both ways', () => {
  const withAddress = contactKindNames.flatMap((name) => {
    const kind: ContactKind = contactKinds[name];
    return kind.addressOf ? [{ name, kind, addressOf: kind.addressOf }] : [];
  });

  it('is known for the networks that have one form of address', () => {
    expect(withAddress.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['github', 'linkedin', 'x', 'youtube', 'medium', 'devto']),
    );
  });

  it.each(withAddress)(
    '$name: a user name makes an address the kind accepts, which gives the name back',
    ({ kind, addressOf }) => {
      const address = addressOf('someone-9');
      expect(kind.accepts(address)).toBe(true);
      expect(kind.userIn?.(new URL(address))).toBe('someone-9');
    },
  );

  it('reads the user name of a Mastodon profile, on any server, but makes none up', () => {
    expect(contactKinds.mastodon.userIn(new URL('https://4bit.pl/@zofia'))).toBe('zofia');
    expect('addressOf' in contactKinds.mastodon).toBe(false);
  });

  it.each([
    ['GitHub', 'github'],
    ['Twitter', 'x'],
    ['dev.to', 'devto'],
    ['Stack Exchange', 'stackoverflow'],
    ['Kaggle', undefined],
  ])('knows the network a JSON Resume calls %s as %s', (network, kind) => {
    expect(contactKindOfNetwork(network)).toBe(kind);
  });
});
