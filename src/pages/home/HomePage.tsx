import { paths } from '@/config/paths';
import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { PageHead } from '@/components/page-head/PageHead';
import { fillText } from '@/lib/fillText';
import { HeroSection } from './HeroSection';
import { WorkSection } from './WorkSection';

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
        picture={content.heroPicture}
      />
      <WorkSection heading={content.workHeading} projects={content.projects} texts={texts} />
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
