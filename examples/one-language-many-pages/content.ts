import { defineSiteContent } from '#portfolio';

/**
 * Another owner's site, as a fork would write it: in one language (English, no switch), with no
 * picture beside the greeting, one accent colour for both themes (worn as it is where it reads,
 * as its nearest readable shade where not), a font the template ships, and six pages of her own
 * in the menu, one with a long title: more than the header's bar holds, so the menu stays behind
 * its button at every width. `npm run test:examples` builds and tests the site with it.
 */
export const siteContent = defineSiteContent({
  siteUrl: 'https://maria-lysenko.example.com/',

  look: { accent: '#7c3aed', heroPicture: 'none', font: 'source-sans-3' },

  projects: [
    { id: 'tram-times', image: 'tram-times.png', project: 'https://example.com/tram-times' },
    { id: 'clinic-queue', image: 'clinic-queue.png', project: 'https://example.com/clinic-queue' },
  ],

  skills: [
    {
      id: 'craft',
      items: [
        { id: 'html', name: 'Semantic HTML' },
        { id: 'css', name: 'CSS layout' },
        { id: 'svelte', name: 'Svelte' },
      ],
    },
    {
      id: 'care',
      items: [
        { id: 'audits', name: 'Accessibility audits' },
        { id: 'plain-language', name: 'Plain language' },
      ],
    },
  ],

  contacts: [
    { kind: 'email', href: 'mailto:maria@example.com' },
    { kind: 'github', href: 'https://github.com/maria-lysenko' },
    { kind: 'website', href: 'https://maria.example.com/notes' },
    { kind: 'resume' },
  ],

  languages: {
    en: {
      profile: { name: 'Maria Lysenko', role: 'Accessibility engineer', city: 'Dnipro' },
      description:
        'Maria Lysenko, an accessibility engineer in Dnipro who makes public services usable by everyone.',
      hero: {
        greeting: 'Hello, I am Maria.',
        intro:
          'I make the forms and timetables of public services work for everyone who has to use them.',
      },
      workHeading: 'Work I can show',
      about: {
        heading: 'About Maria',
        description: 'How Maria Lysenko came to accessibility, and what she does there.',
        intro:
          'I came to the web through a city council’s help desk, where I heard every day what a form had cost someone.',
        personal:
          'I teach a weekend course on plain language and ride the same tram line I once rewrote the timetable for.',
      },
      projects: {
        'tram-times': {
          title: 'Tram Times',
          description:
            'Live tram arrivals for Dnipro, readable by a screen reader and on a slow phone.',
          summary: 'Live tram arrivals, accessible on any phone.',
          imageAlt: 'Tram Times: a list of tram lines with minutes to the next arrival.',
        },
        'clinic-queue': {
          title: 'Clinic Queue',
          description:
            'A waiting-list page for city clinics that says plainly where you are in line.',
          summary: 'A plain-language waiting list for city clinics.',
          imageAlt:
            'Clinic Queue: a dial of the wait beside a short list of steps, the first two done.',
        },
      },
      skills: { craft: 'What I build with', care: 'What I care for' },
      contactsHeading: 'Write to me',
      contacts: { email: 'Email', github: 'GitHub', website: 'Notes', resume: 'CV' },
    },
  },
});
