import { render, screen, within } from '@testing-library/react';
import { siteLanguage } from '@/testing/languages';
import { ContactsSection } from './ContactsSection';

const { content, texts } = siteLanguage;

describe('ContactsSection', () => {
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

  it('points each link at the address from the content', () => {
    const hrefs = content.contacts.map((contact) => contact.href);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs);
  });
});
