import type { MDXComponents, MDXContent } from 'mdx/types';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { ExternalLink } from '@/components/external-link/ExternalLink';
import { CodeBlock, type CodeBlockWords } from './CodeBlock';
import {
  OpeningStoryPicture,
  StoryPicture,
  type StoryPictureProps,
  type StoryPictureWords,
} from './StoryPicture';

export { COLUMN_PICTURE_SIZES } from './StoryPicture';

/** The interface's words a story's elements say. */
export type LongFormWords = { opensInNewTab: string } & CodeBlockWords & StoryPictureWords;

const LongFormWordsContext = createContext<LongFormWords | null>(null);

function useLongFormWords(): LongFormWords {
  const words = useContext(LongFormWordsContext);
  if (!words) throw new Error('A story is drawn inside <LongFormStory>, which gives its words.');
  return words;
}

function StoryLink({ href = '', children }: { href?: string; children?: ReactNode }) {
  const { opensInNewTab } = useLongFormWords();
  return /^https?:\/\//.test(href) ? (
    <ExternalLink href={href} newTabNote={opensInNewTab}>
      {children}
    </ExternalLink>
  ) : (
    <a href={href}>{children}</a>
  );
}

const PageStoryPicture = (props: StoryPictureProps) => (
  <OpeningStoryPicture {...props} words={useLongFormWords()} />
);

const PageCodeBlock = (props: ComponentProps<'pre'>) => (
  <CodeBlock {...props} words={useLongFormWords()} />
);

/**
 * How a write-up's Markdown becomes the page's elements: pictures as figures in the formats and
 * sizes the build made, links elsewhere opening a new tab as every outbound link of the site. On
 * the site's pages, a code block has its copy button and a picture opens at full size; in a
 * feed's copy of a post they are the plain elements. The same components at every render, so
 * that a page drawn again (a contents mark that moves) keeps its story's elements, an open
 * picture and a focused link among them.
 */
const componentsOn = {
  page: {
    img: PageStoryPicture as MDXComponents['img'],
    pre: PageCodeBlock,
    a: StoryLink,
  },
  feed: { img: StoryPicture as MDXComponents['img'], a: StoryLink },
} satisfies Record<string, MDXComponents>;

/** A write-up's story, drawn with the elements of `where` and the interface's `words`. */
export function LongFormStory({
  Story,
  words,
  where,
}: {
  Story: MDXContent;
  words: LongFormWords;
  where: keyof typeof componentsOn;
}) {
  return (
    <LongFormWordsContext value={words}>
      <Story components={componentsOn[where]} />
    </LongFormWordsContext>
  );
}
