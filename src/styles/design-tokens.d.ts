/** The tokens the app reads from tokens.css, compiled in by vite-plugins/designTokens.ts. */
declare module 'virtual:design-tokens' {
  /** Smooth-scroll delays of the navbar links, in milliseconds. */
  export const scrollDelays: { samePage: number; afterRouteChange: number };
  /** The media query from which the navbar's menu is always expanded (media.css, `--lg`). */
  export const menuExpandedQuery: string;
  /** The case study's column at its widest, in pixels (tokens.css, `--reading-width`). */
  export const readingWidth: number;
}
