import { ContactsSection } from '@/components/contacts/ContactsSection';
import { PageTitle } from '@/components/page-title/PageTitle';
import { content } from '@/content';
import { HeroSection } from './HeroSection';
import { WorkSection } from './WorkSection';

export function HomePage() {
  const { profile } = content;
  return (
    <>
      <PageTitle title={`${profile.name} · ${profile.role} from ${profile.city}`} />
      <HeroSection hero={content.hero} role={`${profile.role} · ${profile.city}`} />
      <WorkSection heading={content.workHeading} projects={content.projects} />
      <ContactsSection heading={content.contactsHeading} links={content.contacts} />
    </>
  );
}
