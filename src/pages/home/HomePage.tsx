import { paths } from '@/config/paths';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { fillText } from '@/lib/fillText';
import ownHeroPicture from 'virtual:hero-picture';
import { servedPicture, type LocalizedContent } from '@/content';
import { HeroSection, type HeroPictureShown } from './HeroSection';
import { WorkSection } from './WorkSection';

/** The owner's hero picture as the build made it (`virtual:hero-picture`), with its words here. */
function heroPictureShown(
  chosen: LocalizedContent['heroPicture'],
): HeroPictureShown | 'none' | undefined {
  if (chosen === undefined || chosen === 'none') return chosen;
  if (!ownHeroPicture) throw new Error(`The build made no picture of ${chosen.file}.`);
  return { ...servedPicture(ownHeroPicture), alt: chosen.alt };
}

export function HomePage() {
  const { content } = usePageLanguage();
  const { profile, interface: texts } = content;
  return (
    <>
      <PageHead
        title={fillText(texts.homeTitle, profile)}
        description={content.description}
        path={paths.home}
      />
      <HeroSection
        hero={content.hero}
        role={`${profile.role} · ${profile.city}`}
        picture={heroPictureShown(content.heroPicture)}
      />
      <WorkSection heading={content.workHeading} projects={content.projects} texts={texts} />
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
