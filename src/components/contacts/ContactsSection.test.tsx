import { render, screen, within } from '@testing-library/react';
import { contactTarget } from '@/content/contactLinks';
import { siteLanguage } from '@/testing/languages';
import { ContactsSection } from './ContactsSection';

const { content, texts } = siteLanguage;

describe('the contacts of the content', () => {
  beforeEach(() => {
    render(
      <ContactsSection
        heading={content.contactsHeading}
        links={content.contacts}
        newTabNote={texts.opensInNewTab}
      />,
    );
  });

  it('is titled by the content and can be reached as #contacts and the old #contact', () => {
    const section = screen.getByRole('region', { name: content.contactsHeading });
    expect(section).toHaveAttribute('id', 'contacts');
    expect(
      screen.getByRole('heading', { name: content.contactsHeading, level: 2 }),
    ).toHaveAttribute('id', 'contact');
  });

  it('lists the links in order, each opening in a new tab without access to this page', () => {
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      content.contacts.map((contact) => `${contact.label} ${texts.opensInNewTab}`),
    );
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('points each link at the address from the content (a file of the site under its base)', () => {
    const hrefs = content.contacts.map((contact) =>
      contactTarget(contact.href, import.meta.env.BASE_URL),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });
});

describe('a contact link', () => {
  const links = [
    { id: 'mastodon', kind: 'mastodon', href: 'https://mastodon.social/@taras', label: 'Mastodon' },
    { id: 'resume', kind: 'resume', href: 'files/taras-cv.pdf', label: 'CV' },
  ];

  it('draws its kind’s icon, hidden from screen readers, and finds a resume of the site under its base', () => {
    render(<ContactsSection heading="Contacts" links={links} newTabNote="(new tab)" />);
    const [mastodon, resume] = screen.getAllByRole('link');
    expect(mastodon).toHaveAttribute('href', 'https://mastodon.social/@taras');
    expect(resume).toHaveAttribute('href', `${import.meta.env.BASE_URL}files/taras-cv.pdf`);
    for (const [link, kind] of [
      [mastodon, 'mastodon'],
      [resume, 'resume'],
    ] as const) {
      const icon = link!.querySelector('svg');
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      expect(icon!.querySelector('use')).toHaveAttribute('href', `#contact-icon-${kind}`);
    }
  });
});
