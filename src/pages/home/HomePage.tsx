import { paths } from '@/config/paths';
import { ContactsSection } from '@/components/contacts/ContactsSection';
import { PageHead } from '@/components/page-head/PageHead';
import { content } from '@/content';
import { HeroSection } from './HeroSection';
import { WorkSection } from './WorkSection';

export function HomePage() {
  const { profile } = content;
  return (
    <>
      <PageHead
        title={`${profile.name} · ${profile.role} from ${profile.city}`}
        description={content.description}
        path={paths.home}
      />
      <HeroSection hero={content.hero} role={`${profile.role} · ${profile.city}`} />
      <WorkSection heading={content.workHeading} projects={content.projects} />
      <ContactsSection heading={content.contactsHeading} links={content.contacts} />
    </>
  );
}
