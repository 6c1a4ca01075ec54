import type { IconSource } from '@/content/contactKinds';

/**
 * The interface's icons, from Tabler Icons: the build draws them into every page's sprite
 * (vite-plugins/iconSprite.ts), and `<Icon name>` uses them from there. Only the names reach the
 * browser.
 */
export const interfaceIcons = {
  menu: { tabler: 'menu-2' },
  close: { tabler: 'x' },
  chevronLeft: { tabler: 'chevron-left' },
  chevronRight: { tabler: 'chevron-right' },
  sun: { tabler: 'sun' },
  moon: { tabler: 'moon' },
  system: { tabler: 'device-desktop' },
  arrowUpRight: { tabler: 'arrow-up-right' },
  arrowRight: { tabler: 'arrow-right' },
  arrowLeft: { tabler: 'arrow-left' },
  rss: { tabler: 'rss' },
  download: { tabler: 'download' },
} as const satisfies Record<string, IconSource>;

export type IconName = keyof typeof interfaceIcons;

/**
 * The icons that point along the line of text (back, on, out): mirrored in a language written
 * right to left, where the line runs the other way.
 */
export const pointingIcons: ReadonlySet<IconName> = new Set([
  'chevronLeft',
  'chevronRight',
  'arrowUpRight',
  'arrowRight',
  'arrowLeft',
]);

/** The id of an interface icon in the page's sprite. */
export const interfaceIconId = (name: IconName) => `icon-${name}`;
