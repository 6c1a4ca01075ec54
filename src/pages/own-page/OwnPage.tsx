import { ContactsSection, contactsOf } from '@/components/contacts/ContactsSection';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { LongFormStory } from '@/components/long-form/longFormComponents';
import bodyStyles from '@/components/long-form/LongFormBody.module.css';
import page from '@/components/long-form/LongFormPage.module.css';
import { PageHead } from '@/components/page-head/PageHead';
import { usePageNeed } from '@/components/page-head/pageNeeds';
import { printsAsArticleAttribute } from '@/config/markup';
import { ownPagePath } from '@/config/paths';
import type { OwnPageModule } from '@/content';

/**
 * A page of the owner's own (site/pages/<slug>.<language>.mdx): its title, its description and
 * the story they wrote in MDX, printed as an article; then the contacts, as on every page.
 */
export function OwnPage({ ownPage }: { ownPage: OwnPageModule }) {
  const { content } = usePageLanguage();
  usePageNeed('printsAsArticle');
  const { default: Story, page: facts } = ownPage;
  return (
    <>
      <article
        className={page.article}
        aria-labelledby="page-title"
        {...{ [printsAsArticleAttribute]: '' }}
        data-pagefind-body=""
      >
        {/* The title as every other page's: its own words, then the owner's name. */}
        <PageHead
          title={`${facts.title} · ${content.profile.name}`}
          description={facts.description}
          path={ownPagePath(facts.slug)}
        />
        <header className={page.header}>
          <h1 id="page-title" className={page.title} data-pagefind-meta="title">
            {facts.title}
          </h1>
          <p className={page.summary}>{facts.description}</p>
        </header>
        <div className={bodyStyles.body}>
          <LongFormStory Story={Story} words={content.interface} where="page" />
        </div>
      </article>
      <ContactsSection {...contactsOf(content)} />
    </>
  );
}
