import { defineSiteContent } from '#portfolio';

/**
 * Everything the site says, in one place: first the facts every language shares (addresses,
 * pictures, skill names), then what each language says.
 *
 * EXAMPLE VALUES: the name, e-mail and the five contact targets below are placeholders of the
 * right shape. Replace them with your own before you deploy; `npm run build` checks every entry
 * and stops with the name of the field that is wrong.
 *
 * LANGUAGES: the first language is the site's own, at `/`; every other one lives under its code
 * (`/uk/`). To keep one language only, delete the other's block under `languages`: the site then
 * builds without the language switch.
 *
 * Keep this file free of `@/` imports and asset imports: the build loads it in Node to check it.
 */
export const siteContent = defineSiteContent({
  siteUrl: 'https://andrii-koval.example.com/', // EXAMPLE
  // Comments (giscus) and visit counts (Plausible, Umami) are off: `integrations` turns each on,
  // and docs/content.md ("Comments and visits") says what each then sends, to whom and when.

  projects: [
    {
      id: 'expenses-tracker',
      image: 'tracker.svg',
      project: 'https://example.com/expenses-tracker', // EXAMPLE
      // The skills it shows, by their ids below: each skill's page lists it.
      skills: ['react', 'typescript', 'redux-toolkit', 'tailwind-css'],
    },
    {
      id: 'phonebook',
      image: 'phonebook.svg',
      project: 'https://example.com/phonebook', // EXAMPLE
      skills: ['react', 'redux', 'css-sass'],
    },
    { id: 'tasty', image: 'tasty.svg', project: 'https://example.com/tasty' }, // EXAMPLE
    {
      id: 'movies',
      image: 'movies.svg',
      project: 'https://example.com/movies', // EXAMPLE
      skills: ['react', 'javascript', 'styled-components'],
    },
    { id: 'car-rental', image: 'rental.svg', project: 'https://example.com/car-rental' }, // EXAMPLE
  ],

  // The skills' names are the same in every language; each language titles the lists.
  skills: [
    {
      id: 'styles',
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

  // Work history and education, newest first on the page whatever the order here. Each language
  // gives the role, the place and what was done (one to three lines of the printed CV).
  experience: [
    {
      id: 'northwind-labs',
      organisation: 'Northwind Labs', // EXAMPLE
      url: 'https://example.com/northwind-labs', // EXAMPLE
      start: '2023-09',
      end: 'now',
      skills: ['react', 'typescript'],
    },
    {
      id: 'freelance',
      organisation: 'Freelance',
      start: '2021-06',
      end: '2023-08',
      skills: ['react', 'javascript', 'html', 'css-sass'],
    },
  ],

  education: [
    {
      id: 'goit-fullstack',
      organisation: 'GoIT', // EXAMPLE
      url: 'https://goit.global/', // EXAMPLE
      start: '2020-10',
      end: '2021-05',
    },
  ],

  // The rest of the record, each optional: here a talk, a certificate and the languages spoken.
  // Awards, volunteering and interests go the same way (docs/content.md, "Your whole record").
  publications: [
    {
      id: 'fast-on-slow-phones',
      kind: 'talk',
      publisher: 'KyivJS meetup', // EXAMPLE
      date: '2024-05',
      url: 'https://example.com/kyivjs-fast-on-slow-phones', // EXAMPLE
    },
  ],
  certificates: [
    {
      id: 'meta-front-end',
      issuer: 'Meta, on Coursera', // EXAMPLE
      date: '2022-03',
      url: 'https://example.com/certificates/meta-front-end', // EXAMPLE
    },
  ],
  spokenLanguages: [{ id: 'ukrainian' }, { id: 'english' }],

  // 1 to 8 links, shown in this order. The kinds are listed in docs/content.md.
  contacts: [
    { kind: 'linkedin', href: 'https://www.linkedin.com/in/example-profile' }, // EXAMPLE
    { kind: 'telegram', href: 'https://t.me/example_handle' }, // EXAMPLE
    { kind: 'email', href: 'mailto:hello@example.com' }, // EXAMPLE
    // A resume link without an address points to the CV's PDF that the build makes.
    { kind: 'resume' },
    { kind: 'github', href: 'https://github.com/example-user' }, // EXAMPLE
  ],

  languages: {
    en: {
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

      projects: {
        'expenses-tracker': {
          title: 'Expenses Tracker',
          description:
            'Log spending in a couple of taps, see the month at a glance and filter by category. React with Redux Toolkit; data kept in local storage.',
          summary:
            'Spending log with monthly charts and category filters, in React and Redux Toolkit.',
          imageAlt:
            'Expenses Tracker dashboard: a monthly spending total, a bar chart by week and a list of recent expenses by category.',
        },
        phonebook: {
          title: 'Phonebook',
          description:
            'A contacts book with instant search, validation that catches duplicates, and sign-in so each person sees only their own list.',
          summary:
            'Contacts book with instant search, duplicate checks and a private list per user.',
          imageAlt:
            'Phonebook app: a search field above an alphabetical list of contacts with avatars and phone numbers, and a form to add a contact.',
        },
        tasty: {
          title: 'Tasty',
          description:
            'A recipes app: search by ingredient, save favourites and follow each recipe step by step. Built mobile-first with Styled Components.',
          summary:
            'Mobile-first recipes app: search by ingredient, favourites and step-by-step cooking.',
          imageAlt:
            'Tasty recipes app: a grid of dish cards with photos, cooking times and ratings under a search bar.',
        },
        movies: {
          title: 'Movies',
          description:
            'Browse trending films, search any title and read cast and reviews, with routes loaded on demand so the first screen stays fast.',
          summary: 'Film browser with search, cast and reviews, and routes loaded on demand.',
          imageAlt:
            'Movies app: a row of trending film posters with ratings, and a search field for titles.',
        },
        'car-rental': {
          title: 'Car Rental',
          description:
            'A rental catalogue with filters by brand, price and mileage, favourites that survive a reload, and a booking modal you can reach by keyboard.',
          summary:
            'Rental catalogue with filters, lasting favourites and a keyboard-friendly booking.',
          imageAlt:
            'Car Rental app: a catalogue of car cards with price per day, filters for brand and price, and a Rent button on each card.',
        },
      },

      skills: {
        styles: 'Styles I use',
        learning: 'What I am learning',
      },

      experience: {
        'northwind-labs': {
          role: 'Front-end developer',
          place: 'Kyiv',
          lines: [
            'Build the customer dashboard of a logistics platform in React and TypeScript.',
            'Cut its first load from 410 kB to 160 kB of JavaScript by splitting routes and charts.',
            'Brought keyboard and screen-reader checks into the team’s review list.',
          ],
        },
        freelance: {
          role: 'Junior front-end developer',
          place: 'Remote',
          lines: [
            'Made landing pages and online shops for small businesses in Kyiv and Lviv.',
            'Moved three sites from jQuery templates to React, keeping their search rankings.',
          ],
        },
      },

      education: {
        'goit-fullstack': {
          role: 'Full Stack Developer course',
          place: 'Online',
          lines: [
            'HTML, CSS, JavaScript, React and Node.js, in team projects with code review.',
          ],
        },
      },

      publications: {
        'fast-on-slow-phones': {
          title: 'Fast React pages on slow phones',
          summary: 'What a 160 kB budget changed in a logistics dashboard, measured.',
        },
      },
      certificates: {
        'meta-front-end': { name: 'Meta Front-End Developer Certificate' },
      },
      spokenLanguages: {
        ukrainian: { language: 'Ukrainian', fluency: 'Native' },
        english: { language: 'English', fluency: 'Upper intermediate (B2)' },
      },

      contactsHeading: 'Contacts',
      // The "Linkendin" spelling is the label the spec asks for; the other links show their names.
      contacts: {
        linkedin: 'Linkendin',
      },

      // The interface's words are the template's (src/content/interface/en.ts); the blog's
      // description is this owner's own.
      interface: {
        blog: {
          indexDescription:
            'Notes from building fast, accessible React front ends: what I measured, what I got wrong, what I would do again.',
        },
      },
    },

    uk: {
      profile: {
        name: 'Андрій Коваль', // EXAMPLE
        role: 'Фронтенд-розробник',
        city: 'Київ',
      },

      description:
        'Фронтенд-розробник із Києва: створюю швидкі й доступні інтерфейси на React і TypeScript.',

      hero: {
        greeting: 'Вітаю!',
        intro:
          'Я фронтенд-розробник із Києва. Створюю швидкі й доступні вебзастосунки на React і TypeScript і дбаю про дрібниці, які люди відчувають, хоч рідко помічають.',
      },

      workHeading: 'Вибрані роботи',

      about: {
        heading: 'Про мене',
        description:
          'Про Андрія Коваля, фронтенд-розробника з Києва: як він працює з React і TypeScript і що приносить у команду.', // EXAMPLE name
        intro:
          'Я перетворюю макети на інтерфейси, які швидко завантажуються, легко читаються й зручні кожному на будь-якому екрані. Здебільшого пишу на React і TypeScript: типізовані дані, невеликі компоненти й тести, що описують побачене відвідувачем. Люблю вести функцію від першого ескізу до останньої перевірки доступності.',
        personal:
          'Живу в Києві. У розробку прийшов із логістики, тож досі мислю маршрутами й дедлайнами. Поза клавіатурою катаюся велосипедом дніпровськими набережними, читаю про типографіку й варю забагато борщу як на одну людину. Шукаю команду, яка випускає продукт ретельно й не соромиться вчитися.',
      },

      projects: {
        'expenses-tracker': {
          title: 'Облік витрат',
          description:
            'Записуйте витрати кількома дотиками, охоплюйте місяць одним поглядом і фільтруйте за категоріями. React і Redux Toolkit; дані зберігаються в браузері.',
          summary:
            'Облік витрат із графіками за місяць і фільтрами категорій, React і Redux Toolkit.',
          imageAlt:
            'Панель «Облік витрат»: сума витрат за місяць, стовпчикова діаграма за тижнями й список останніх витрат за категоріями.',
        },
        phonebook: {
          title: 'Телефонна книга',
          description:
            'Книга контактів із миттєвим пошуком, перевіркою, що не пропускає дублікатів, і входом, щоб кожен бачив лише свій список.',
          summary:
            'Контакти з миттєвим пошуком, перевіркою дублікатів і власним списком для кожного.',
          imageAlt:
            'Застосунок «Телефонна книга»: поле пошуку над абетковим списком контактів з аватарами й номерами та форма нового контакту.',
        },
        tasty: {
          title: 'Tasty',
          description:
            'Застосунок рецептів: пошук за інгредієнтом, улюблені страви й покрокове приготування. Зроблений спершу для телефонів, на Styled Components.',
          summary:
            'Рецепти: пошук за інгредієнтом, улюблене й покрокове приготування, спершу для телефонів.',
          imageAlt:
            'Застосунок рецептів Tasty: сітка карток страв із фото, часом приготування й оцінками під рядком пошуку.',
        },
        movies: {
          title: 'Фільми',
          description:
            'Популярні фільми, пошук за будь-якою назвою, акторський склад і рецензії; сторінки вантажаться на вимогу, тож перший екран лишається швидким.',
          summary: 'Каталог фільмів із пошуком, акторами й рецензіями та сторінками на вимогу.',
          imageAlt:
            'Застосунок «Фільми»: ряд постерів популярних фільмів з оцінками й поле пошуку за назвою.',
        },
        'car-rental': {
          title: 'Оренда авто',
          description:
            'Каталог оренди з фільтрами за маркою, ціною й пробігом, улюбленими, що не зникають після перезавантаження, і вікном бронювання, зручним із клавіатури.',
          summary:
            'Каталог оренди з фільтрами, збереженими улюбленими й бронюванням із клавіатури.',
          imageAlt:
            'Застосунок «Оренда авто»: каталог карток авто з ціною за добу, фільтри за маркою й ціною та кнопка «Орендувати» на кожній картці.',
        },
      },

      skills: {
        styles: 'Стилі, якими користуюся',
        learning: 'Що я вивчаю',
      },

      experience: {
        'northwind-labs': {
          role: 'Фронтенд-розробник',
          place: 'Київ',
          lines: [
            'Створюю панель клієнта логістичної платформи на React і TypeScript.',
            'Скоротив її перше завантаження з 410 до 160 кБ JavaScript поділом маршрутів і графіків.',
            'Додав перевірки клавіатурою й екранним читачем до командного рев’ю.',
          ],
        },
        freelance: {
          role: 'Молодший фронтенд-розробник',
          place: 'Віддалено',
          organisation: 'Фриланс',
          lines: [
            'Робив лендинги й інтернет-магазини для малого бізнесу Києва та Львова.',
            'Переніс три сайти з шаблонів jQuery на React, зберігши їхні позиції в пошуку.',
          ],
        },
      },

      education: {
        'goit-fullstack': {
          role: 'Курс Full Stack Developer',
          place: 'Онлайн',
          lines: ['HTML, CSS, JavaScript, React і Node.js у командних проєктах із код-рев’ю.'],
        },
      },

      publications: {
        'fast-on-slow-phones': {
          title: 'Швидкі сторінки на React на повільних телефонах',
          publisher: 'Мітап KyivJS',
          summary: 'Що змінив бюджет у 160 кБ у логістичній панелі, з вимірами.',
        },
      },
      certificates: {
        'meta-front-end': { name: 'Сертифікат Meta Front-End Developer' },
      },
      spokenLanguages: {
        ukrainian: { language: 'Українська', fluency: 'Рідна' },
        english: { language: 'Англійська', fluency: 'Вище середнього (B2)' },
      },

      contactsHeading: 'Контакти',
      // LinkedIn, Telegram and GitHub keep their names.
      interface: {
        blog: {
          indexDescription:
            'Нотатки про те, як я будую швидкі й доступні фронтенди на React: що виміряв, де помилився і що зробив би знову.',
        },
      },
    },
  },
});
