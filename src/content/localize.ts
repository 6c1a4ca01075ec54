import type { InterfaceTexts, LanguageTexts, ProjectTexts, SiteContent } from './schema.ts';
import type { SiteLanguages } from '../config/languagePaths.ts';

export type Project = SiteContent['projects'][number] & ProjectTexts;

/** A skill list with its title in one language. */
export type SkillList = SiteContent['skills'][number] & { title: string };

/** A contact link with its visible text in one language. */
export type ContactLink = SiteContent['contacts'][number] & { label: string };

/** What the site says in one language, with the facts every language shares merged in. */
export interface LocalizedContent extends Omit<LanguageTexts, 'projects' | 'skills' | 'contacts'> {
  /** The language code: `en`. */
  language: string;
  siteUrl: string;
  projects: readonly Project[];
  skills: readonly SkillList[];
  contacts: readonly ContactLink[];
  interface: InterfaceTexts;
}

/** The site's languages by code, its own language (the first) apart. */
export function siteLanguagesOf(site: Pick<SiteContent, 'languages'>): SiteLanguages {
  const languages = Object.keys(site.languages);
  const [defaultLanguage] = languages;
  if (!defaultLanguage) throw new Error('The site content has no language.');
  return { languages, defaultLanguage };
}

/** A language's text for the entry `id` (the build has checked that there is one). */
function translation<Text>(texts: Record<string, Text>, id: string, language: string): Text {
  const text = texts[id];
  if (text === undefined)
    throw new Error(`The site content in "${language}" has nothing for "${id}".`);
  return text;
}

/** The content as the pages of `language` show it. */
export function localizeContent(site: SiteContent, language: string): LocalizedContent {
  const texts = site.languages[language];
  if (!texts) throw new Error(`The site content has no language "${language}".`);
  return {
    ...texts,
    language,
    siteUrl: site.siteUrl,
    projects: site.projects.map((project) => ({
      ...project,
      ...translation(texts.projects, project.id, language),
    })),
    skills: site.skills.map((list) => ({
      ...list,
      title: translation(texts.skills, list.id, language),
    })),
    contacts: site.contacts.map((contact) => ({ ...contact, label: texts.contacts[contact.id] })),
  };
}
