import { defineSiteContent } from '#portfolio';

/**
 * Another owner's site, as a fork would write it: one project, no Telegram and no LinkedIn but
 * GitHub, Mastodon, a website, e-mail and a PDF resume kept in the repository (public/, beside
 * this file), three skill lists that share a skill, three jobs and one study, in English and in Arabic,
 * written right to left. `npm run test:examples` builds and tests the site with it.
 */
export const siteContent = defineSiteContent({
  siteUrl: 'https://olena-savchuk.example.org/',

  // A square portrait beside the greeting, shown whole and read out in each language; a font of
  // her own in fonts/ (Atkinson Hyperlegible, under the SIL Open Font License in OFL.txt), which
  // has no Arabic letters: those are set in the template's Arabic face.
  look: {
    heroPicture: {
      file: 'portrait.jpg',
      alt: {
        en: 'Olena at her desk by the window, her laptop open beside her',
        ar: 'أولينا على مكتبها بجانب النافذة، وحاسوبها مفتوح بجانبها',
      },
    },
    font: {
      family: 'Atkinson Hyperlegible',
      regular: 'fonts/AtkinsonHyperlegible-Regular.ttf',
      bold: 'fonts/AtkinsonHyperlegible-Bold.ttf',
    },
  },

  projects: [
    // One project: shown on its own, with no carousel.
    { id: 'ferry-board', image: 'ferry-board.png', project: 'https://example.org/ferry-board' },
  ],

  skills: [
    {
      id: 'build',
      items: [
        { id: 'react', name: 'React' },
        { id: 'typescript', name: 'TypeScript' },
        { id: 'css', name: 'Modern CSS' },
      ],
    },
    {
      id: 'test',
      items: [
        { id: 'playwright', name: 'Playwright' },
        { id: 'vitest', name: 'Vitest' },
        // The same skill in two lists: she builds in it and tests in it.
        { id: 'typescript', name: 'TypeScript' },
      ],
    },
    {
      id: 'care',
      items: [
        { id: 'wcag', name: 'WCAG 2.2' },
        { id: 'screen-readers', name: 'Screen readers' },
      ],
    },
  ],

  contacts: [
    { kind: 'github', href: 'https://github.com/olena-savchuk' },
    { kind: 'mastodon', href: 'https://mastodon.social/@olena_s' },
    { kind: 'website', href: 'https://olena.example.org/notes' },
    { kind: 'email', href: 'mailto:olena@example.org' },
    { kind: 'resume', href: 'files/olena-savchuk-resume.pdf' },
  ],

  experience: [
    {
      id: 'harbour-tickets',
      organisation: 'Harbour Tickets',
      url: 'https://example.org/harbour',
      start: '2024-02',
      end: 'now',
    },
    { id: 'qa-bureau', organisation: 'QA Bureau', start: '2021-09', end: '2024-01' },
    { id: 'library-it', organisation: 'Odesa City Library', start: '2019-03', end: '2021-08' },
  ],

  education: [
    {
      id: 'onu',
      organisation: 'Odesa I. I. Mechnikov National University',
      start: '2014-09',
      end: '2019-06',
    },
  ],

  languages: {
    en: {
      // British English: its own short name and locale, the template's other words.
      shortName: 'En',
      locale: 'en_GB',

      profile: {
        name: 'Olena Savchuk',
        role: 'Front-end engineer',
        city: 'Odesa',
      },

      description: 'Olena Savchuk, a front-end engineer in Odesa who came to code through testing.',

      hero: {
        greeting: 'Hello, I am Olena.',
        intro:
          'I build ticketing interfaces that work with a screen reader, a slow phone and a queue behind you.',
      },

      workHeading: 'What I made',

      about: {
        heading: 'My story',
        description:
          'How Olena Savchuk went from testing software to building it, and what she knows.',
        intro:
          'I spent three years breaking other people’s software before I started writing my own. It shows: I write the test first and I read the accessibility tree before the design.',
        personal:
          'I live by the sea in Odesa, sing in a choir on Thursdays and keep a notebook of every ferry timetable I have ever fixed.',
      },

      projects: {
        'ferry-board': {
          title: 'Ferry Board',
          description: 'Live departures for the harbour ferries, readable from across the pier.',
          summary: 'Live ferry departures, large enough to read from across the pier.',
          imageAlt: 'Ferry Board: a list of departures with times, piers and a delay badge.',
        },
      },

      skills: {
        build: 'What I build with',
        test: 'What I test with',
        care: 'What I care about',
      },

      experience: {
        'harbour-tickets': {
          role: 'Front-end engineer',
          place: 'Odesa',
          lines: [
            'Rebuilt the ticket checkout in React; its completion rate went from 71 % to 84 %.',
            'Made the seat map usable by keyboard and screen reader.',
          ],
        },
        'qa-bureau': {
          role: 'Test automation engineer',
          place: 'Remote',
          lines: [
            'Wrote the Playwright suites of four client products.',
            'Cut a nightly run from 90 to 14 minutes by sharding and removing waits.',
            'Taught developers to write tests that name what a user sees.',
          ],
        },
        'library-it': {
          role: 'IT assistant',
          place: 'Odesa',
          lines: ['Kept the catalogue site running and taught readers to use it.'],
        },
      },

      education: {
        onu: {
          role: 'BSc in Applied Mathematics',
          place: 'Odesa',
          lines: ['Thesis on queueing models of port traffic.'],
        },
      },

      contactsHeading: 'Get in touch',
      contacts: {
        website: 'Notes',
        resume: 'CV (PDF)',
      },

      // The words of the interface this owner puts their own way; the rest are the template's.
      interface: {
        skipToContent: 'Skip to content',
        about: 'Story',
        contacts: 'Contact',
        homeTitle: '{name} · {role} in {city}',
        aboutTitle: 'Story · {name}',
        slideLabel: '{number} of {count}',
        goToSlide: 'Go to project {number}',
        previousSlide: 'Previous',
        nextSlide: 'Next',
        viewProject: 'Visit',
        downloadCv: 'Download my CV (PDF)',
        experience: 'Work history',
        education: 'Studies',
        present: 'today',
        loadingPage: 'Loading…',
        errorMessage: 'This page could not be shown. Reload it, or go back to the home page.',
        backHome: 'Home page',
        reload: 'Reload',
        technicalDetails: 'Details',
      },
    },

    // Arabic, right to left: the switch between the two languages changes the page's direction.
    ar: {
      profile: {
        name: 'أولينا سافتشوك',
        role: 'مهندسة واجهات أمامية',
        city: 'أوديسا',
      },

      description: 'أولينا سافتشوك، مهندسة واجهات أمامية في أوديسا جاءت إلى البرمجة من الاختبار.',

      hero: {
        greeting: 'مرحبًا، أنا أولينا.',
        intro: 'أبني واجهات حجز التذاكر التي تعمل مع قارئ الشاشة والهاتف البطيء والطابور خلفك.',
      },

      workHeading: 'ما صنعته',

      about: {
        heading: 'قصتي',
        description: 'كيف انتقلت أولينا سافتشوك من اختبار البرمجيات إلى بنائها، وما الذي تعرفه.',
        intro:
          'قضيت ثلاث سنوات أكسر برمجيات الآخرين قبل أن أكتب برمجياتي. وهذا واضح: أكتب الاختبار أولًا وأقرأ شجرة الوصول قبل التصميم.',
        personal:
          'أعيش قرب البحر في أوديسا، وأغني في جوقة أيام الخميس، وأحتفظ بدفتر لكل جدول عبّارات أصلحته.',
      },

      projects: {
        'ferry-board': {
          title: 'لوحة العبّارات',
          description: 'مواعيد مغادرة عبّارات الميناء مباشرة، تُقرأ من طرف الرصيف الآخر.',
          summary: 'مواعيد العبّارات مباشرة، بخط كبير يُقرأ من طرف الرصيف.',
          imageAlt: 'لوحة العبّارات: قائمة المغادرات بأوقاتها وأرصفتها وشارة التأخير.',
        },
      },

      skills: {
        build: 'ما أبني به',
        test: 'ما أختبر به',
        care: 'ما يهمني',
      },

      experience: {
        'harbour-tickets': {
          role: 'مهندسة واجهات أمامية',
          place: 'أوديسا',
          lines: [
            'أعدت بناء صفحة شراء التذاكر بمكتبة React، فارتفع معدل الإتمام من 71 % إلى 84 %.',
            'جعلت خريطة المقاعد قابلة للاستخدام بلوحة المفاتيح وقارئ الشاشة.',
          ],
        },
        'qa-bureau': {
          role: 'مهندسة أتمتة الاختبارات',
          place: 'عن بُعد',
          lines: [
            'كتبت مجموعات اختبارات Playwright لأربعة منتجات.',
            'قلّصت التشغيل الليلي من 90 دقيقة إلى 14 بتقسيمه وحذف الانتظار.',
            'علّمت المطورين كتابة اختبارات تسمّي ما يراه المستخدم.',
          ],
        },
        'library-it': {
          role: 'مساعدة تقنية',
          place: 'أوديسا',
          lines: ['أبقيت موقع الفهرس يعمل وعلّمت القرّاء استخدامه.'],
        },
      },

      education: {
        onu: {
          role: 'بكالوريوس في الرياضيات التطبيقية',
          place: 'أوديسا',
          lines: ['أطروحة عن نماذج الطوابير في حركة الميناء.'],
        },
      },

      contactsHeading: 'تواصل معي',
      contacts: {
        website: 'ملاحظات',
      },
    },
  },
});
