import { defineSiteContent } from '#portfolio';

/**
 * Another owner's site, as a fork would write it: three projects, in English, Ukrainian and
 * Polish (the Polish block copied from the English one and translated). The examples' rehearsal
 * (`npm run test:examples`, and `npm test`) builds and tests the site with it.
 */
export const siteContent = defineSiteContent({
  siteUrl: 'https://taras-melnyk.example.net/portfolio/',
  // Their own accent, one for each theme: links, buttons and the logo wear it; and a picture of
  // their own beside the greeting, named alone: decorative, read out by no screen reader.
  look: {
    accent: { light: '#1d4ed8', dark: '#93c5fd' },
    font: 'inter',
    heroPicture: 'sound-waves.png',
  },
  // Comments under the posts and the case studies, from their repository's Discussions, and
  // visits counted by Plausible and by their own Umami: each off unless named here.
  integrations: {
    comments: {
      giscus: {
        repo: 'taras-melnyk/portfolio',
        repoId: 'R_kgDOMelnyk',
        category: 'Comments',
        categoryId: 'DIC_kwDOMelnyk4Cc2Ka',
        pages: ['posts', 'caseStudies'],
      },
    },
    analytics: {
      plausible: { domain: 'taras-melnyk.example.net' },
      umami: {
        websiteId: '4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11',
        host: 'https://umami.taras-melnyk.example.net',
      },
    },
  },

  projects: [
    { id: 'rivers', image: 'rivers.png', project: 'https://example.net/rivers' },
    { id: 'metronome', image: 'metronome.jpg', project: 'https://example.net/metronome' },
    { id: 'shelter-finder', image: 'shelter-finder.png', project: 'https://example.net/shelters' },
  ],

  skills: [
    {
      id: 'tools',
      items: [
        { id: 'react', name: 'React' },
        { id: 'nextjs', name: 'Next.js' },
        { id: 'd3', name: 'D3.js' },
        { id: 'postgres', name: 'PostgreSQL' },
      ],
    },
    {
      id: 'studying',
      items: [
        { id: 'go', name: 'Go' },
        { id: 'web-audio', name: 'Web Audio API' },
      ],
    },
  ],

  contacts: [
    { kind: 'linkedin', href: 'https://www.linkedin.com/in/taras-melnyk-dev' },
    { kind: 'telegram', href: 'https://t.me/taras_m' },
    { kind: 'email', href: 'mailto:taras@example.net' },
    { kind: 'resume', href: 'https://example.net/taras-resume' },
    { kind: 'github', href: 'https://github.com/taras-melnyk' },
  ],

  languages: {
    en: {
      profile: { name: 'Taras Melnyk', role: 'Web developer', city: 'Kharkiv' },
      description: 'Web developer from Kharkiv who turns open data into maps and tools.',
      hero: {
        greeting: 'Hi, I am Taras.',
        intro: 'I build maps and small tools from open data, and I like sound on the web.',
      },
      workHeading: 'Recent projects',
      about: {
        heading: 'About Taras',
        description: 'Taras Melnyk, a web developer from Kharkiv: data, maps and sound.',
        intro: 'I learned to code by scraping river-level data for my fishing club.',
        personal: 'I play bass in a jazz trio and volunteer with a shelter-mapping group.',
      },
      projects: {
        rivers: {
          title: 'Rivers',
          description: 'River levels across Ukraine on one map, updated every hour.',
          summary: 'Hourly river levels across Ukraine on one map.',
          imageAlt: 'Rivers: a map of Ukraine with coloured river lines and a level chart.',
        },
        metronome: {
          title: 'Metronome',
          description: 'A precise metronome on the Web Audio clock, with accents and swing.',
          summary: 'A precise Web Audio metronome with accents and swing.',
          imageAlt: 'Metronome: a large tempo number with beat dots under it.',
        },
        'shelter-finder': {
          title: 'Shelter Finder',
          description: 'The nearest shelters, offline, with the walking time to each.',
          summary: 'Offline list of the nearest shelters with walking times.',
          imageAlt: 'Shelter Finder: a list of shelters with distances and a small map.',
        },
      },
      skills: { tools: 'My tools', studying: 'Studying now' },
      contactsHeading: 'Contacts',
      contacts: {
        linkedin: 'LinkedIn',
        telegram: 'Telegram',
        email: 'Email',
        resume: 'Resume',
        github: 'GitHub',
      },
    },

    uk: {
      profile: { name: 'Тарас Мельник', role: 'Веброзробник', city: 'Харків' },
      description: 'Веброзробник із Харкова, що перетворює відкриті дані на мапи й інструменти.',
      hero: {
        greeting: 'Привіт, я Тарас.',
        intro: 'Роблю мапи й невеликі інструменти з відкритих даних і люблю звук у вебі.',
      },
      workHeading: 'Останні проєкти',
      about: {
        heading: 'Про Тараса',
        description: 'Тарас Мельник, веброзробник із Харкова: дані, мапи й звук.',
        intro: 'Програмувати навчився, збираючи дані про рівень річок для рибальського клубу.',
        personal: 'Граю на басу в джазовому тріо й волонтерю в групі, що мапить укриття.',
      },
      projects: {
        rivers: {
          title: 'Річки',
          description: 'Рівень річок по всій Україні на одній мапі, щогодини.',
          summary: 'Рівень річок України на одній мапі, щогодини.',
          imageAlt: 'Річки: мапа України з кольоровими річками й графіком рівня.',
        },
        metronome: {
          title: 'Метроном',
          description: 'Точний метроном на годиннику Web Audio, з акцентами й свінгом.',
          summary: 'Точний метроном на Web Audio з акцентами й свінгом.',
          imageAlt: 'Метроном: велике число темпу з крапками долей під ним.',
        },
        'shelter-finder': {
          title: 'Пошук укриттів',
          description: 'Найближчі укриття без мережі, з часом пішки до кожного.',
          summary: 'Найближчі укриття без мережі, з часом пішки.',
          imageAlt: 'Пошук укриттів: список укриттів із відстанями й маленькою мапою.',
        },
      },
      skills: { tools: 'Мої інструменти', studying: 'Вивчаю зараз' },
      contactsHeading: 'Контакти',
      contacts: {
        linkedin: 'LinkedIn',
        telegram: 'Telegram',
        email: 'Пошта',
        resume: 'Резюме',
        github: 'GitHub',
      },
    },

    pl: {
      profile: { name: 'Taras Melnyk', role: 'Programista webowy', city: 'Charków' },
      description: 'Programista webowy z Charkowa, który zamienia otwarte dane w mapy i narzędzia.',
      hero: {
        greeting: 'Cześć, jestem Taras.',
        intro: 'Tworzę mapy i małe narzędzia z otwartych danych i lubię dźwięk w sieci.',
      },
      workHeading: 'Ostatnie projekty',
      about: {
        heading: 'O Tarasie',
        description: 'Taras Melnyk, programista webowy z Charkowa: dane, mapy i dźwięk.',
        intro:
          'Programowania nauczyłem się, zbierając dane o poziomie rzek dla klubu wędkarskiego.',
        personal: 'Gram na basie w triu jazzowym i pomagam grupie, która mapuje schrony.',
      },
      projects: {
        rivers: {
          title: 'Rzeki',
          description: 'Poziom rzek w całej Ukrainie na jednej mapie, co godzinę.',
          summary: 'Poziom rzek Ukrainy na jednej mapie, co godzinę.',
          imageAlt: 'Rzeki: mapa Ukrainy z kolorowymi rzekami i wykresem poziomu.',
        },
        metronome: {
          // The same title as in English: a name is not always translated.
          title: 'Metronome',
          description: 'Dokładny metronom na zegarze Web Audio, z akcentami i swingiem.',
          summary: 'Dokładny metronom na Web Audio z akcentami i swingiem.',
          imageAlt: 'Metronom: duża liczba tempa z kropkami uderzeń pod nią.',
        },
        'shelter-finder': {
          title: 'Schrony',
          description: 'Najbliższe schrony bez sieci, z czasem dojścia do każdego.',
          summary: 'Najbliższe schrony bez sieci, z czasem dojścia.',
          imageAlt: 'Schrony: lista schronów z odległościami i małą mapą.',
        },
      },
      skills: { tools: 'Moje narzędzia', studying: 'Uczę się teraz' },
      contactsHeading: 'Kontakt',
      contacts: {
        linkedin: 'LinkedIn',
        telegram: 'Telegram',
        email: 'E-mail',
        resume: 'CV',
        github: 'GitHub',
      },
      interface: {
        blog: {
          indexTitle: 'Notatki · {name}',
          indexDescription: 'Notatki o mapach, otwartych danych i dźwięku w przeglądarce.',
        },
      },
    },
  },
});
