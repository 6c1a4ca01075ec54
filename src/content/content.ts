import type { SiteContent } from './schema.ts';

/**
 * Everything the site says, in one place.
 *
 * EXAMPLE VALUES: the name, e-mail and the five contact targets below are placeholders of the
 * right shape. Replace them with your own before you deploy; `npm run build` checks every entry
 * and stops with the name of the field that is wrong.
 *
 * Keep this file free of `@/` imports and asset imports: the build loads it in Node to check it.
 */
export const siteContent: SiteContent = {
  siteUrl: 'https://andrii-koval.example.com/', // EXAMPLE

  profile: {
    name: 'Andrii Koval', // EXAMPLE
    role: 'Front-end developer',
    city: 'Kyiv',
  },

  description:
    'Front-end developer from Kyiv building fast, accessible React and TypeScript interfaces.',

  hero: {
    greeting: 'Greetings!',
    intro:
      "I'm a front-end developer from Kyiv. I build fast, accessible web apps with React and TypeScript, and I care about the details people feel but rarely notice.",
  },

  workHeading: 'Selected work',

  about: {
    heading: 'About me',
    description:
      'About Andrii Koval, a front-end developer in Kyiv: how he works with React and TypeScript, and the skills he brings to a team.', // EXAMPLE name
    intro:
      'I turn designs into interfaces that load quickly, read clearly and work for everyone, on any screen. Most of my work is in React and TypeScript: typed data, small components and tests that describe what a visitor sees. I like owning a feature from the first sketch to the last accessibility check.',
    personal:
      "I live in Kyiv, where I moved into development from a career in logistics, and I still think in routes and deadlines. Away from the keyboard I cycle along the Dnipro embankments, read about typography and cook far too much borscht for one person. I'm looking for a team that ships carefully and learns out loud.",
  },

  projects: [
    {
      id: 'expenses-tracker',
      image: 'tracker.svg',
      imageAlt:
        'Expenses Tracker dashboard: a monthly spending total, a bar chart by week and a list of recent expenses by category.',
      title: 'Expenses Tracker',
      description:
        'Log spending in a couple of taps, see the month at a glance and filter by category. React with Redux Toolkit; data kept in local storage.',
      summary: 'Spending log with monthly charts and category filters, in React and Redux Toolkit.',
      project: 'https://example.com/expenses-tracker', // EXAMPLE
    },
    {
      id: 'phonebook',
      image: 'phonebook.svg',
      imageAlt:
        'Phonebook app: a search field above an alphabetical list of contacts with avatars and phone numbers, and a form to add a contact.',
      title: 'Phonebook',
      description:
        'A contacts book with instant search, validation that catches duplicates, and sign-in so each person sees only their own list.',
      summary: 'Contacts book with instant search, duplicate checks and a private list per user.',
      project: 'https://example.com/phonebook', // EXAMPLE
    },
    {
      id: 'tasty',
      image: 'tasty.svg',
      imageAlt:
        'Tasty recipes app: a grid of dish cards with photos, cooking times and ratings under a search bar.',
      title: 'Tasty',
      description:
        'A recipes app: search by ingredient, save favourites and follow each recipe step by step. Built mobile-first with Styled Components.',
      summary:
        'Mobile-first recipes app: search by ingredient, favourites and step-by-step cooking.',
      project: 'https://example.com/tasty', // EXAMPLE
    },
    {
      id: 'movies',
      image: 'movies.svg',
      imageAlt:
        'Movies app: a row of trending film posters with ratings, and a search field for titles.',
      title: 'Movies',
      description:
        'Browse trending films, search any title and read cast and reviews, with routes loaded on demand so the first screen stays fast.',
      summary: 'Film browser with search, cast and reviews, and routes loaded on demand.',
      project: 'https://example.com/movies', // EXAMPLE
    },
    {
      id: 'car-rental',
      image: 'rental.svg',
      imageAlt:
        'Car Rental app: a catalogue of car cards with price per day, filters for brand and price, and a Rent button on each card.',
      title: 'Car Rental',
      description:
        'A rental catalogue with filters by brand, price and mileage, favourites that survive a reload, and a booking modal you can reach by keyboard.',
      summary: 'Rental catalogue with filters, lasting favourites and a keyboard-friendly booking.',
      project: 'https://example.com/car-rental', // EXAMPLE
    },
  ],

  skills: [
    {
      id: 'styles',
      title: 'Styles I use',
      items: [
        { id: 'tailwind-css', name: 'Tailwind CSS' },
        { id: 'framer-motion', name: 'Framer Motion' },
        { id: 'styled-components', name: 'Styled Components' },
        { id: 'daisy-ui', name: 'daisy UI' },
        { id: 'bootstrap', name: 'Bootstrap' },
      ],
    },
    {
      id: 'learning',
      title: 'What I am learning',
      items: [
        { id: 'html', name: 'HTML' },
        { id: 'css-sass', name: 'CSS/SASS' },
        { id: 'javascript', name: 'JavaScript' },
        { id: 'react', name: 'React.js' },
        { id: 'redux', name: 'Redux' },
        { id: 'redux-toolkit', name: 'Redux Toolkit' },
        { id: 'typescript', name: 'TypeScript' },
        { id: 'nodejs', name: 'Node.js' },
      ],
    },
  ],

  contactsHeading: 'Contacts',
  // The "Linkendin" spelling is the label the spec asks for.
  contacts: [
    { id: 'linkedin', label: 'Linkendin', href: 'https://www.linkedin.com/in/example-profile' }, // EXAMPLE
    { id: 'telegram', label: 'Telegram', href: 'https://t.me/example_handle' }, // EXAMPLE
    { id: 'email', label: 'Email', href: 'mailto:hello@example.com' }, // EXAMPLE
    {
      id: 'resume',
      label: 'Resume',
      href: 'https://docs.google.com/document/d/example-resume-id/view', // EXAMPLE
    },
    { id: 'github', label: 'GitHub', href: 'https://github.com/example-user' }, // EXAMPLE
  ],
};
