import { languageNames, type LocalizedContent, type LocalizedHistory } from '@/content';
import { personJsonLd } from './personJsonLd';
import { StructuredData } from './StructuredData';

export interface LanguageHeadProps {
  content: LocalizedContent;
  history: LocalizedHistory;
}

/**
 * The head tags every page of one language shares: its locale and the others', the owner's
 * name and their structured data in this language. The build writes them into each page; the
 * app never draws them, as a page never changes language (the switch loads the other page).
 */
export function LanguageHead({ content, history }: LanguageHeadProps) {
  const otherLanguages = Object.keys(languageNames).filter((code) => code !== content.language);
  return (
    <>
      <meta name="author" content={content.profile.name} />
      <meta property="og:site_name" content={content.profile.name} />
      <meta property="og:locale" content={content.locale} />
      {otherLanguages.map((code) => (
        <meta key={code} property="og:locale:alternate" content={languageNames[code]?.locale} />
      ))}
      <StructuredData data={personJsonLd(content, history)} />
    </>
  );
}
