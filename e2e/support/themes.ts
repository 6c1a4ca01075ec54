import type { Page } from '@playwright/test';
import { THEME_STORAGE_KEY } from '../../src/lib/theme';
import { readDesignTokens, themeGrounds } from '../../outputs/designTokens.ts';
import { ownAccentIn } from '../../src/content/look.ts';
import { siteContent } from './siteContent';

/** The site's two themes; a test suite that looks at colours runs in each. */
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

export const otherTheme = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');

const { colors } = readDesignTokens();

/** `#0b1120` → `rgb(11, 17, 32)`, as getComputedStyle reports a colour. */
function rgb(hex: string): string {
  const channels =
    hex.length === 4 ? [...hex.slice(1)].map((digit) => digit + digit) : hex.slice(1).match(/../g)!;
  return `rgb(${channels.map((channel) => parseInt(channel, 16)).join(', ')})`;
}

/**
 * The owner's accent in `theme`, as the site wears it (`look.accent`: a pair's, or one colour's
 * readable shade), else the template's.
 */
const accentIn = (theme: Theme): string =>
  ownAccentIn(siteContent.look, theme, themeGrounds()) ?? colors[theme].accent;

/** A theme's colours (src/styles/tokens.css, the owner's accent), as the browser reports them. */
export function themeColors(theme: Theme) {
  const palette = colors[theme];
  return {
    background: rgb(palette.background),
    text: rgb(palette.text),
    accent: rgb(accentIn(theme)),
    /** As a drawn picture writes it. */
    accentHex: accentIn(theme),
    /** As the theme-color tag gives it. */
    barColour: palette.background,
  };
}

/** Makes `page` load as if the visitor had chosen `theme` with the toggle on an earlier visit. */
export async function chooseThemeBeforeLoad(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    THEME_STORAGE_KEY,
    theme,
  ] as const);
}
