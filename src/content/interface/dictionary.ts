import type { BlogTexts, CaseStudyTexts, InterfaceTexts } from '../schema.ts';

/**
 * One language's words of the template: the interface around the owner's story (every word of
 * it, the case studies' and the blog's too), the language's own name, and the headings a new
 * site starts with. Each dictionary is typed by this, so a word added here is a type error in
 * every language until it is translated. An owner's content may give any of them in its place.
 */
export interface Dictionary {
  /** The language's own name on the header's switch (`Українська`), its short form, its locale. */
  name: string;
  shortName: string;
  /** The Open Graph locale of its pages: `uk_UA`. */
  locale: string;
  interface: Required<Omit<InterfaceTexts, 'caseStudy' | 'blog'>> & {
    caseStudy: CaseStudyTexts;
    blog: BlogTexts;
  };
  /** The words a new site starts with (`npm run import-resume`): the owner's own from then on. */
  starter: {
    greeting: string;
    workHeading: string;
    aboutHeading: string;
    contactsHeading: string;
    /** An imported project's placeholder picture: its alt text (`{title}`), and the words on it. */
    placeholderAlt: string;
    placeholderLabel: string;
  };
}
