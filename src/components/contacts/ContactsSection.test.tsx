import { render, screen, within } from '@testing-library/react';
import { contentIn } from '@/content';
import { ContactsSection } from './ContactsSection';

describe('ContactsSection', () => {
  beforeEach(() => {
    render(
      <ContactsSection
        heading="Contacts"
        links={contentIn('en').contacts}
        newTabNote="(opens in a new tab)"
      />,
    );
  });

  it('is titled "Contacts" and can be reached as #contacts and the old #contact', () => {
    const section = screen.getByRole('region', { name: 'Contacts' });
    expect(section).toHaveAttribute('id', 'contacts');
    expect(screen.getByRole('heading', { name: 'Contacts', level: 2 })).toHaveAttribute(
      'id',
      'contact',
    );
  });

  it('lists the five links in order, each opening in a new tab without access to this page', () => {
    const links = within(screen.getByRole('list')).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Linkendin (opens in a new tab)',
      'Telegram (opens in a new tab)',
      'Email (opens in a new tab)',
      'Resume (opens in a new tab)',
      'GitHub (opens in a new tab)',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  it('points each link at the address from the content', () => {
    const hrefs = contentIn('en').contacts.map((contact) => contact.href);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(hrefs);
    expect(screen.getByRole('link', { name: /^Email/ }).getAttribute('href')).toMatch(
      /^mailto:.+@.+/,
    );
  });
});
