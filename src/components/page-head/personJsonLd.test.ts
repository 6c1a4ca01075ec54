import { contentIn } from '@/content';
import { personJsonLd, scriptSafeJson } from './personJsonLd';

describe('the structured data about the owner', () => {
  it('describes the owner as a schema.org Person with their profiles', () => {
    const content = contentIn('en');
    expect(personJsonLd(content)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: content.profile.name,
      jobTitle: 'Front-end developer',
      url: content.siteUrl,
      email: 'hello@example.com',
      address: { addressLocality: 'Kyiv' },
      sameAs: [
        'https://www.linkedin.com/in/example-profile',
        'https://t.me/example_handle',
        'https://github.com/example-user',
      ],
    });
  });

  it('is in the page’s language', () => {
    expect(personJsonLd(contentIn('uk'))).toMatchObject({
      name: 'Андрій Коваль',
      jobTitle: 'Фронтенд-розробник',
      address: { addressLocality: 'Київ' },
    });
  });

  it('cannot close its script element, whatever the content says', () => {
    const json = scriptSafeJson({ name: '</script><script>alert(1)' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json).name).toBe('</script><script>alert(1)');
  });
});
