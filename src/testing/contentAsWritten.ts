// Relative imports: the end-to-end tests, which have no `@/` alias, read this file too.
import { contactKindOf } from '../content/contactKinds';
import type {
  HistoryEntry,
  LocalizedContent,
  LocalizedHistory,
  Timeline,
} from '../content/localize';
import type { HistoryEntryFacts, SiteContent } from '../content/schema';

/**
 * What a language's pages should say, read straight from the content as the owner wrote it, for
 * the tests of any owner's content. Deliberately written apart from src/content/localize.ts,
 * which the build turns the content into pages with: a fault there then shows as a difference
 * here instead of passing both sides of a test.
 */
/** `value`, which valid content has; a test of content that lacks it fails here, saying what. */
function given<Value>(value: Value | undefined, what: string): Value {
  if (value === undefined) throw new Error(`The content has no ${what}.`);
  return value;
}

export function contentAsWritten(site: SiteContent, code: string): LocalizedContent {
  const written = given(site.languages[code], `language "${code}"`);
  const { experience: _jobs, education: _studies, ...words } = written;
  const { caseStudy, ...interfaceWords } = written.interface;
  return {
    ...words,
    language: code,
    siteUrl: site.siteUrl,
    // A page carries only the words of the link to a case study; the rest come with it.
    interface: caseStudy
      ? { ...interfaceWords, caseStudy: { read: caseStudy.read } }
      : interfaceWords,
    projects: site.projects.map((project) => ({
      ...project,
      ...given(written.projects[project.id], `texts of ${project.id} in ${code}`),
    })),
    skills: site.skills.map((list) => ({
      ...list,
      title: given(written.skills[list.id], `title of ${list.id} in ${code}`),
    })),
    contacts: site.contacts.map((contact) => {
      const id = contact.id ?? contact.kind;
      const label = written.contacts?.[id] ?? contactKindOf(contact.kind)?.name;
      return { id, kind: contact.kind, href: contact.href, label: given(label, `label of ${id}`) };
    }),
  };
}

/** The work history and education as a language's About page should list them: newest first. */
export function historyAsWritten(site: SiteContent, code: string): LocalizedHistory {
  const written = given(site.languages[code], `language "${code}"`);
  const monthOf = (month: string) =>
    new Intl.DateTimeFormat(written.locale.replace('_', '-'), {
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${month}-01T00:00:00Z`));
  // Ongoing entries first; then by the later end, then by the later start.
  const sortKey = (entry: HistoryEntryFacts) =>
    `${entry.end === 'now' ? '9999-99' : entry.end} ${entry.start}`;
  const timeline = (name: 'experience' | 'education'): Timeline | undefined => {
    const heading = written.interface[name];
    const entries = site[name] ?? [];
    if (heading === undefined || entries.length === 0) return undefined;
    const newestFirst = [...entries].sort((a, b) => (sortKey(a) < sortKey(b) ? 1 : -1));
    return {
      heading,
      entries: newestFirst.map((entry): HistoryEntry => {
        const texts = given(written[name]?.[entry.id], `texts of ${entry.id} in ${code}`);
        return {
          ...entry,
          ...texts,
          organisation: texts.organisation ?? entry.organisation,
          startText: monthOf(entry.start),
          endText:
            entry.end === 'now'
              ? given(written.interface.present, `word for "now" in ${code}`)
              : monthOf(entry.end),
        };
      }),
    };
  };
  const experience = timeline('experience');
  const education = timeline('education');
  return { ...(experience && { experience }), ...(education && { education }) };
}
