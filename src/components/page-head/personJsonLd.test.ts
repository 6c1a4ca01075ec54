import type { ContactLink, HistoryEntry, LocalizedHistory } from '@/content';
import { languages, siteLanguage } from '@/testing/languages';
import { personJsonLd } from './personJsonLd';
import { scriptSafeJson } from './structuredData';

const link = (kind: string, href: string): ContactLink => ({ id: kind, kind, href, label: kind });
const entry = (organisation: string, end: string, url?: string): HistoryEntry => ({
  id: organisation.toLowerCase().replaceAll(' ', '-'),
  organisation,
  ...(url ? { url } : {}),
  start: '2020-01',
  end,
  role: 'Developer',
  title: 'Developer',
  place: 'Kyiv',
  lines: ['Built things.'],
  startText: 'Jan 2020',
  endText: end,
});

describe('the structured data about the owner', () => {
  const { content } = siteLanguage;
  const contacts = [
    link('email', 'mailto:taras%2Bsite@example.net'),
    link('phone', 'tel:+380441234567'),
    link('github', 'https://github.com/taras'),
    link('resume', 'taras-cv.pdf'),
    link('mastodon', 'https://mastodon.social/@taras'),
    link('whatsapp', 'https://wa.me/380441234567'),
  ];

  it('describes the owner as a schema.org Person, reachable by e-mail and phone, with their profiles', () => {
    expect(personJsonLd({ ...content, contacts }, {})).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: content.profile.name,
      url: content.siteUrl,
      email: 'taras+site@example.net',
      telephone: '+380441234567',
      sameAs: ['https://github.com/taras', 'https://mastodon.social/@taras'],
    });
  });

  it('names where the owner works now and where they studied, and neither when there is none', () => {
    const history: LocalizedHistory = {
      experience: {
        heading: 'Work',
        entries: [
          entry('River Lab', 'now', 'https://river.example'),
          entry('Old Studio', '2021-12'),
        ],
      },
      education: {
        heading: 'Studies',
        entries: [entry('KPI', '2019-06'), entry('KPI', '2015-06')],
      },
    };
    expect(personJsonLd(content, history)).toMatchObject({
      worksFor: [{ '@type': 'Organization', name: 'River Lab', url: 'https://river.example' }],
      alumniOf: [{ '@type': 'EducationalOrganization', name: 'KPI' }],
    });
    const none = personJsonLd(content, {});
    expect(none).not.toHaveProperty('worksFor');
    expect(none).not.toHaveProperty('alumniOf');
  });

  it.each(languages)('is in the page’s language ($code)', ({ content, history }) => {
    expect(personJsonLd(content, history)).toMatchObject({
      name: content.profile.name,
      jobTitle: content.profile.role,
      address: { addressLocality: content.profile.city },
    });
  });

  it('cannot close its script element, whatever the content says', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)');
  });
});
