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
} as const;

export type IconName = keyof typeof iconPaths;
