import { defineSiteContent } from '../../src/content/define.ts';

/**
 * Another owner's site, as a fork would write it: every text rewritten, seven projects with
 * PNG screenshots, English only, one skill in two lists and a project titled like the contacts
 * heading. `npm run test:forks` builds and tests the site with it.
 */
export const siteContent = defineSiteContent({
  siteUrl: 'https://maryna-ostapchuk-lys.example.dev/',

  projects: [
    { id: 'tram-times', image: 'tram-times.png', project: 'https://example.org/tram-times' },
    { id: 'bookshelf', image: 'bookshelf.png', project: 'https://example.org/bookshelf' },
    { id: 'coffee-map', image: 'coffee-map.png', project: 'https://example.org/coffee-map' },
    { id: 'plant-care', image: 'plant-care.png', project: 'https://example.org/plant-care' },
    { id: 'quiz-night', image: 'quiz-night.png', project: 'https://example.org/quiz-night' },
    { id: 'budget-duo', image: 'budget-duo.png', project: 'https://example.org/budget-duo' },
    { id: 'hike-log', image: 'hike-log.png', project: 'https://example.org/hike-log' },
  ],

  skills: [
    {
      id: 'daily',
      items: [
        { id: 'vue', name: 'Vue 3' },
        { id: 'svelte', name: 'Svelte' },
        { id: 'vanilla-extract', name: 'Vanilla Extract' },
        { id: 'storybook', name: 'Storybook' },
      ],
    },
    {
      id: 'next',
      items: [
        { id: 'webgl', name: 'WebGL' },
        // The same skill in two lists: still learning what she already uses.
        { id: 'storybook', name: 'Storybook' },
        { id: 'rust', name: 'Rust' },
        { id: 'a11y-audits', name: 'Accessibility audits' },
      ],
    },
  ],

  contacts: [
    { kind: 'linkedin', href: 'https://www.linkedin.com/in/maryna-ostapchuk-lys' },
    { kind: 'telegram', href: 'https://t.me/maryna_ol' },
    { kind: 'email', href: 'mailto:maryna@example.dev' },
    { kind: 'resume', href: 'https://example.dev/maryna-cv.pdf' },
    { kind: 'github', href: 'https://github.com/maryna-ol' },
  ],

  languages: {
    en: {
      name: 'English',
      shortName: 'EN',
      locale: 'en_GB',

      profile: {
        name: 'Maryna Ostapchuk-Lys',
        role: 'UI engineer',
        city: 'Lviv',
      },

      description: 'UI engineer in Lviv who makes calm, quick interfaces for people on the move.',

      hero: {
        greeting: 'Hello there.',
        intro:
          'I am Maryna, a UI engineer in Lviv. I make transit, reading and money apps that stay quick on an old phone and a bad connection.',
      },

      workHeading: 'Things I have made',

      about: {
        heading: 'Who I am',
        description: 'Maryna Ostapchuk-Lys, UI engineer in Lviv: how she works and what she uses.',
        intro:
          'I started with print design and moved to the browser for its honesty: everything is measurable. I care most about the first second of a page and the last person who can use it.',
        personal:
          'Outside work I run a small board-game club, walk the Carpathians in autumn and repair old film cameras, badly.',
      },

      projects: {
        'tram-times': {
          title: 'Tram Times',
          description:
            'Live departures for every Lviv tram stop, offline-first, with a big-text mode.',
          summary: 'Offline-first live tram departures for Lviv with a big-text mode.',
          imageAlt:
            'Tram Times: a list of the next departures at Rynok Square with minutes to wait.',
        },
        bookshelf: {
          title: 'Bookshelf',
          description: 'A shared shelf for a book club: who has which book, and who reads next.',
          summary: 'A shared shelf that tracks who holds each book and whose turn is next.',
          imageAlt: 'Bookshelf: covers on a wooden shelf, each with a reader’s initials.',
        },
        'coffee-map': {
          title: 'Coffee Map',
          description: 'A hand-drawn map of the city’s coffee places with opening hours and Wi-Fi.',
          summary: 'A hand-drawn coffee map with opening hours and Wi-Fi notes.',
          imageAlt: 'Coffee Map: an illustrated street map with cup icons and a card for one café.',
        },
        'plant-care': {
          title: 'Plant Care',
          description: 'Reminders to water, turn and repot, tuned to the light in each room.',
          summary: 'Watering and repotting reminders tuned to each room’s light.',
          imageAlt: 'Plant Care: a week calendar with watering drops beside plant names.',
        },
        'quiz-night': {
          // Titled like a heading of the site (its contacts heading): the tests must not mix them up.
          title: 'Write to me',
          description:
            'A pen-pal app that pairs strangers by the books they love and lets them write slowly.',
          summary: 'Pairs pen pals by the books they love; letters arrive a day later.',
          imageAlt: 'Write to me: a letter in progress beside a stack of received envelopes.',
        },
        'budget-duo': {
          title: 'Budget Duo',
          description:
            'A budget for two people who share some costs and keep others to themselves.',
          summary: 'A budget for two people that splits shared costs and keeps the rest private.',
          imageAlt: 'Budget Duo: two columns of spending with a shared total in between.',
        },
        'hike-log': {
          title: 'Hike Log',
          description: 'A trail diary with elevation profiles, photos and the weather of each day.',
          summary: 'A trail diary with elevation profiles, photos and each day’s weather.',
          imageAlt: 'Hike Log: a mountain elevation profile above a photo strip of one trail.',
        },
      },

      skills: {
        daily: 'What I use every day',
        next: 'What I am getting into',
      },

      contactsHeading: 'Write to me',
      contacts: {
        linkedin: 'LinkedIn',
        telegram: 'Telegram',
        email: 'E-mail',
        resume: 'CV',
        github: 'GitHub',
      },

      interface: {
        skipToContent: 'Skip to the content',
        mainNavigation: 'Site',
        home: 'Start',
        work: 'Projects',
        about: 'Me',
        contacts: 'Contact',
        menu: 'Open menu',
        theme: 'Colours',
        lightTheme: 'Day',
        darkTheme: 'Night',
        systemTheme: 'Device',
        homeTitle: '{name}, {role} in {city}',
        aboutTitle: '{name}: who I am',
        projects: 'My projects',
        carousel: 'slideshow',
        slide: 'project',
        slideLabel: '{number} / {count}',
        goToSlide: 'Show project {number}',
        previousSlide: 'Previous project',
        nextSlide: 'Next project',
        viewProject: 'Open it',
        opensInNewTab: '(new tab)',
        skills: 'My skills',
        downloadCv: 'Download CV (PDF)',
        loadingPage: 'Loading…',
        errorTitle: 'Something broke.',
        errorMessage: 'This page could not be shown. Try again, or start from the beginning.',
        backHome: 'To the start',
        reload: 'Try again',
        technicalDetails: 'For developers',
      },
    },
  },
});
