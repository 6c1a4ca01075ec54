import { reachHeaderLink } from './support/headerMenu';
import { switchLinkAsWritten } from '../src/testing/languageSwitchAsWritten';
import { readFileSync } from 'node:fs';
import { blogPath, postPath, tagPath } from '../src/config/paths';
import { fillText } from '../src/lib/fillText';
import { siteContent } from './support/siteContent';
import { postsFolder } from '../src/content/posts';
import { longFormPartsOf } from '../src/content/longFormSource';
import { siteFolderIn } from '../scripts/siteFolder.mjs';
import { postsAsWritten } from '../src/testing/postsAsWritten';
import type { PostSummary } from '../src/content/posts';
import { blogEntriesOf, partsOfSeries } from '../src/content/series';
import { expectNoViolations } from './support/axe';
import { escapeRegExp } from './support/names';
import { expect, test, variesWithContent, visit } from './support/fixtures';
import { languages, siteLanguage } from './support/languages';
import { expectLandedUnderHeader, waitForScrollToSettle } from './support/sectionScroll';

const siteFolder = siteFolderIn();

const { path, code } = siteLanguage;
/** The blog's words as the content writes them, where the site has posts. */
const words = siteContent.languages[code]!.interface.blog!;
const posts = postsAsWritten.filter((post) => post.language === code);
/** A post of the site's own language written in another too, and one written in it alone. */
const translated = posts.find((post) =>
  postsAsWritten.some((other) => other.slug === post.slug && other.language !== code),
);
const untranslated = posts.find(
  (post) =>
    post !== translated &&
    !postsAsWritten.some((other) => other.slug === post.slug && other.language !== code),
);
/** The post the reader finds: a translated one where there is one. */
const featured = translated ?? posts[0]!;
const other = languages.find((language) => language.code !== code);

/**
 * Where a post's language switch leads in `language`: the post there, where it is written in it;
 * else that language's blog, or its Home where it has no posts.
 */
function switchTargetOf(slug: string, language: (typeof languages)[number]): string {
  if (postsAsWritten.some((post) => post.slug === slug && post.language === language.code)) {
    return language.path(postPath(slug));
  }
  const hasPosts = postsAsWritten.some((post) => post.language === language.code);
  return language.path(hasPosts ? blogPath : '/');
}

/** A post's story, as its file writes it. */
const storyOf = ({ slug, language }: { slug: string; language: string }) =>
  longFormPartsOf(readFileSync(`${siteFolder}/${postsFolder}/${slug}.${language}.mdx`, 'utf8'))
    .story;

/** The longest word of the first paragraph of a post's story. */
function wordInside(post: { slug: string; language: string }): string {
  const [firstParagraph = ''] = storyOf(post)
    .trim()
    .split(/\n\s*\n/);
  const found = firstParagraph.match(/\p{L}+/gu) ?? [];
  return found.reduce((longest, word) => (word.length > longest.length ? word : longest), '');
}

test(
  'without posts in its own language, the site has no Blog link, and /blog shows Home',
  variesWithContent,
  async ({ page }) => {
    test.skip(posts.length > 0, 'the site has posts in its own language: the next test reads them');
    await visit(page, path(blogPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      siteLanguage.content.hero.greeting,
    );
    await expect(page.getByRole('banner').locator(`a[href$="${blogPath}"]`)).toHaveCount(0);
  },
);

test(
  'a reader goes from the header to the blog, finds a post by a word inside it, reads its sections, a tag, and the post in another language',
  variesWithContent,
  async ({ page }) => {
    test.skip(
      posts.length === 0,
      'the site has no posts in its own language: the test before checks there is no blog',
    );
    await page.setViewportSize({ width: 1280, height: 900 });
    const searchRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.includes('/pagefind/'))
        searchRequests.push(request.url());
    });
    await visit(page, path('/'));
    await (await reachHeaderLink(page, words.blog)).click();
    await expect(page).toHaveURL(path(blogPath));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.blog);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: words.blog, exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    // Newest first, each with its day; a series once, where its newest part would be.
    const entries = page.getByRole('main').getByRole('article');
    await expect(entries.getByRole('heading', { level: 2 })).toHaveText(
      blogEntriesOf(posts as unknown as PostSummary[]).map((entry) =>
        entry.series === undefined
          ? entry.post.title
          : fillText(words.series, { name: entry.series }),
      ),
    );
    // The newest post's day: its entry's own, or the last of its series'.
    await expect(entries.first().locator('time').last()).toHaveAttribute(
      'datetime',
      posts[0]!.published,
    );

    // The search finds a word from inside a post; nothing of it loads before the visitor types.
    expect(searchRequests, 'the search’s files, before a search').toEqual([]);
    await page.getByRole('searchbox', { name: words.searchLabel }).fill(wordInside(featured));
    await expect(page.getByRole('status')).toHaveText(/\d/);
    expect(searchRequests.length, 'the search’s files, once searching').toBeGreaterThan(0);
    const found = page.getByRole('search').getByRole('link', { name: featured.title });
    await expect(found).toBeVisible();
    await expectNoViolations(page, 'the index and its search’s results, light');
    // By keyboard, from the field to the result and on to the post.
    await page.getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('search').getByRole('link').first()).toBeFocused();
    await found.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(path(postPath(featured.slug)));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(featured.title);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: words.blog, exact: true, includeHidden: true }),
    ).toHaveAttribute('aria-current', 'true');
    // Its table of contents, where it has three sections or more, leads to each, under the header.
    const contents = page.getByRole('navigation', { name: words.contents });
    if ((storyOf(featured).match(/^## /gm) ?? []).length >= 3) {
      const [, second] = await contents.getByRole('link').all();
      const sectionTitle = (await second!.textContent())!;
      // The section's id as the page gives it, never worked out again here.
      const fragment = (await second!.getAttribute('href'))!;
      expect(fragment).toMatch(/^#./);
      await second!.click();
      await waitForScrollToSettle(page);
      await expectLandedUnderHeader(
        page,
        page.getByRole('heading', { level: 2, name: sectionTitle }),
      );
      await expect(page).toHaveURL(new RegExp(`${escapeRegExp(encodeURI(fragment))}$`));
      await expect(page.getByRole('heading', { level: 2, name: sectionTitle })).toHaveAttribute(
        'id',
        decodeURIComponent(fragment.slice(1)),
      );
      // On a wide screen the contents stay in view beside the text, marking the section read.
      await expect(second!).toHaveAttribute('aria-current', 'location');
      await expect(contents.locator('a[aria-current]')).toHaveCount(1);
      await expect(contents).toBeInViewport();
    } else {
      await expect(contents).toHaveCount(0);
    }
    // Its formulas, where it writes one on lines of its own: MathML set by the build, which the
    // browser draws as a block of its own, with no script of its own.
    // Its place in its series, and the way to each other part, in the order they came out.
    const parts = featured.series
      ? partsOfSeries(posts as unknown as PostSummary[], featured.series)
      : [];
    if (parts.length > 1) {
      const series = page.getByRole('navigation', {
        name: fillText(words.series, { name: featured.series! }),
      });
      await expect(series).toContainText(
        fillText(words.seriesPart, {
          number: parts.findIndex(({ slug }) => slug === featured.slug) + 1,
          count: parts.length,
        }),
      );
      await expect(series.getByRole('link')).toHaveText(
        parts.filter(({ slug }) => slug !== featured.slug).map(({ title }) => title),
      );
    }
    if (/^\$\$$/m.test(storyOf(featured))) {
      const formula = page.getByRole('main').locator('math[display="block"]').first();
      await expect(formula).toBeVisible();
      const { height } = (await formula.boundingBox())!;
      expect(height, 'a formula’s height, drawn').toBeGreaterThan(24);
      await expect(page.locator('script[src*="katex" i], link[href*="katex" i]')).toHaveCount(0);
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoViolations(page, 'a post, dark');

    // Its switch goes to its translation in each language it is written in, and elsewhere to
    // that language's blog, or to its Home where it has no posts.
    for (const language of languages.filter((each) => each.code !== code)) {
      await expect(
        page.getByRole('banner').locator(`a[hreflang="${language.code}"]`),
      ).toHaveAttribute('href', switchTargetOf(featured.slug, language));
    }

    // A tag lists its posts.
    const tag = featured.tags[0]!;
    const tagLink = page.getByRole('main').getByRole('link', { name: tag, exact: true }).first();
    const tagAddress = (await tagLink.getAttribute('href'))!;
    expect(tagAddress).toMatch(new RegExp(`^${escapeRegExp(path(tagPath('')))}.`));
    await tagLink.click();
    await expect(page).toHaveURL(new URL(tagAddress, page.url()).href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fillText(words.tagHeading, { tag }),
    );
    await expect(
      page.getByRole('main').getByRole('article').getByRole('heading', { level: 2 }),
    ).toHaveText(posts.filter((post) => post.tags.includes(tag)).map((post) => post.title));

    // A post in one language only: its switch goes to the other language's blog, or to its
    // Home where it has no posts.
    if (!untranslated || !other) return;
    await page.getByRole('link', { name: words.allPosts }).click();
    await page.getByRole('link', { name: untranslated.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(untranslated.title);
    const otherHasPosts = postsAsWritten.some((post) => post.language === other.code);
    const otherPage = switchTargetOf(untranslated.slug, other);
    // The switch's link, in the bar or in the menu behind its button.
    await expect(page.getByRole('banner').locator(`a[hreflang="${other.code}"]`)).toHaveAttribute(
      'href',
      otherPage,
    );
    await (
      await reachHeaderLink(page, switchLinkAsWritten(other.code, other.content).accessibleName)
    ).click();
    await expect(page).toHaveURL(otherPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      otherHasPosts ? other.texts.blog!.blog : other.content.hero.greeting,
    );
  },
);
