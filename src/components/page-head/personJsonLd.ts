import { pageUrl } from '@/config/pageUrl';
import { shareImage } from '@/config/paths';
import type { LocalizedContent } from '@/content';

/** JSON for a `<script>` element: `<` is escaped so no text in it can close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** schema.org data about the owner, for search engines, in the page's language. */
export function personJsonLd(content: LocalizedContent) {
  const { profile, contacts, skills } = content;
  const email = contacts.find((contact) => contact.id === 'email')?.href.replace(/^mailto:/, '');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: profile.name,
    jobTitle: profile.role,
    description: content.description,
    url: content.siteUrl,
    image: pageUrl(content.siteUrl, shareImage.file),
    ...(email ? { email } : {}),
    address: { '@type': 'PostalAddress', addressLocality: profile.city },
    sameAs: contacts
      .filter((contact) => ['linkedin', 'github', 'telegram'].includes(contact.id))
      .map((contact) => contact.href),
    knowsAbout: skills.flatMap((list) => list.items.map((item) => item.name)),
  };
}
