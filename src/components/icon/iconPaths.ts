/** 24×24 outline icons, drawn with a 2px round stroke. */
export const iconPaths = {
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  chevronLeft: { d: 'M15 5l-7 7 7 7' },
  chevronRight: { d: 'M9 5l7 7-7 7' },
  sun: {
    d: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4',
  },
  moon: { d: 'M20 14.5A8.5 8.5 0 0 1 9.5 4 8.5 8.5 0 1 0 20 14.5z' },
  system: { d: 'M3 4.5h18v12H3zM8 20.5h8M12 16.5v4' },
  arrowUpRight: { d: 'M7 17L17 7M9 7h8v8' },
  linkedin: {
    d: 'M4 4h16v16H4zM8 10.5V16M8 7.75v.01M11.5 16v-5.5M11.5 13c0-1.7 1-2.7 2.4-2.7S16 11.3 16 13v3',
  },
  telegram: { d: 'M21 4L3 11l6 2.2M21 4l-3.5 16-8.5-6.8M21 4L9 13.2V19l3.2-3.3' },
  email: { d: 'M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5' },
  resume: { d: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 15.5h6M9 8.5h2.5' },
  github: {
    d: 'M9 19c-4.3 1.4-4.3-2.5-6-3m12 5v-3.5c0-1 .1-1.4-.5-2 2.8-.3 5.5-1.4 5.5-6a4.6 4.6 0 0 0-1.3-3.2 4.2 4.2 0 0 0-.1-3.2s-1.1-.3-3.5 1.3a12.3 12.3 0 0 0-6.2 0C6.5 2.8 5.4 3.1 5.4 3.1a4.2 4.2 0 0 0-.1 3.2A4.6 4.6 0 0 0 4 9.5c0 4.6 2.7 5.7 5.5 6-.6.6-.6 1.2-.5 2V21',
  },
} as const;

export type IconName = keyof typeof iconPaths;
