import { afterNextPaint } from './afterNextPaint';
import { prefersReducedMotion } from './motion';

/** What a visitor can choose in the header's toggle: a theme, or the system's. */
const themeChoices = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/** The localStorage key that remembers the choice across pages and visits. */
export const THEME_STORAGE_KEY = 'theme';

/** The radios of the header's toggle share this name (the boot script finds them by it). */
export const THEME_INPUT_NAME = 'theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.includes(value as ThemeChoice);
}

/** The remembered choice, or 'system' when there is none or storage is blocked. */
export function storedThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/** Remembers the choice if storage allows it; the page keeps it either way. */
function storeThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Blocked storage (a privacy setting): the choice lasts as long as the page does.
  }
}

/** The choice in force on this page: `<html data-theme>`, which the boot script sets. */
export function currentThemeChoice(root: HTMLElement = document.documentElement): ThemeChoice {
  const { theme } = root.dataset;
  return isThemeChoice(theme) ? theme : 'system';
}

/**
 * Puts the page in `choice`: `data-theme` sets its color-scheme (global.css), which picks every
 * colour token; the browser bar's colour follows; the toggle's radios show it.
 */
export function applyThemeChoice(choice: ThemeChoice): void {
  const root = document.documentElement;
  if (choice === 'system') delete root.dataset.theme;
  else root.dataset.theme = choice;
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.dataset.scheme;
    if (!scheme) continue;
    meta.media =
      choice === 'system'
        ? `(prefers-color-scheme: ${scheme})`
        : choice === scheme
          ? 'all'
          : 'not all';
  }
  showThemeChoice(choice);
}

/** Checks the toggle's radio for `choice` (the toggle may have been drawn after the choice). */
export function showThemeChoice(choice: ThemeChoice): void {
  for (const radio of document.querySelectorAll<HTMLInputElement>(
    `input[name="${THEME_INPUT_NAME}"]`,
  )) {
    radio.checked = radio.value === choice;
  }
}

/**
 * The visitor's choice from the toggle: shown at once, with a short cross-fade unless they asked
 * for less motion, and remembered. With the cross-fade, the tap's own frame shows the choice in
 * the radios (and the panel closing) and the fade starts just after it is painted: a view
 * transition holds back the next frame until it has captured the whole page, which would make
 * the tap itself answer that late (npm run bench, "choose a theme").
 */
export function chooseTheme(choice: ThemeChoice): void {
  storeThemeChoice(choice);
  if (choice === currentThemeChoice()) return;
  if (prefersReducedMotion() || !document.startViewTransition) {
    applyThemeChoice(choice);
    return;
  }
  showThemeChoice(choice);
  afterNextPaint(() => document.startViewTransition(() => applyThemeChoice(choice)));
}
