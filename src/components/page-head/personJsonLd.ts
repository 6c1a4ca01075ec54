import { pageUrl } from '@/config/pageUrl';
import { shareImage } from '@/config/paths';
import type { HistoryEntry, LocalizedContent, LocalizedHistory } from '@/content';
import { contactKindOf } from '@/content/contactKinds';

/** The organisations of `entries`, each once, as schema.org describes them. */
function organisations(entries: readonly HistoryEntry[], type: string) {
  const byName = new Map(entries.map((entry) => [entry.organisation, entry]));
  return [...byName.values()].map((entry) => ({
    '@type': type,
    name: entry.organisation,
    ...(entry.url ? { url: entry.url } : {}),
  }));
}

/**
 * schema.org data about the owner, for search engines, in the page's language: who, where, how to
 * reach them, their profiles elsewhere (`sameAs`), where they work now (`worksFor`) and where they
 * studied (`alumniOf`). The build writes it into each page; it never ships in the app.
 */
export function personJsonLd(content: LocalizedContent, history: LocalizedHistory) {
  const { profile, contacts, skills } = content;
  const addressOf = (kind: string, scheme: string) =>
    contacts.find((contact) => contact.kind === kind)?.href.slice(scheme.length);
  const email = addressOf('email', 'mailto:');
  const telephone = addressOf('phone', 'tel:');
  const currentJobs = (history.experience?.entries ?? []).filter((entry) => entry.end === 'now');
  const studies = history.education?.entries ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    description: content.description,
    url: content.siteUrl,
    image: pageUrl(content.siteUrl, shareImage.file),
    ...(email ? { email: decodeURIComponent(email) } : {}),
    ...(telephone ? { telephone } : {}),
    address: { '@type': 'PostalAddress', addressLocality: profile.city },
    sameAs: contacts
      .filter((contact) => contactKindOf(contact.kind)?.profile)
      .map((contact) => contact.href),
    ...(currentJobs.length > 0 ? { worksFor: organisations(currentJobs, 'Organization') } : {}),
    ...(studies.length > 0 ? { alumniOf: organisations(studies, 'EducationalOrganization') } : {}),
    knowsAbout: [...new Set(skills.flatMap((list) => list.items.map((item) => item.name)))],
  };
}
