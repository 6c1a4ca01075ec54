import { languages, siteLanguage } from '@/testing/languages';
import { personJsonLd, scriptSafeJson } from './personJsonLd';

describe('the structured data about the owner', () => {
  it('describes the owner as a schema.org Person with their profiles', () => {
    const { content } = siteLanguage;
    const href = (kind: string) => content.contacts.find((contact) => contact.id === kind)!.href;
    expect(personJsonLd(content)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: content.profile.name,
      url: content.siteUrl,
      email: href('email').replace('mailto:', ''),
      sameAs: [href('linkedin'), href('telegram'), href('github')],
    });
  });

  it.each(languages)('is in the page’s language ($code)', ({ content }) => {
    expect(personJsonLd(content)).toMatchObject({
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
