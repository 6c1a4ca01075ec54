/**
 * The brand mark's drawing, angle brackets around a spark on a rounded square: the header's logo
 * (Logo.tsx) and the favicon and icons the build draws (outputs/siteIcons.ts) are made from it.
 */
export const logoShape = {
  size: 40,
  cornerRadius: 11,
  brackets: 'M15 13l-7 7 7 7M25 13l7 7-7 7',
  bracketWidth: 3,
  spark: 'M20 14.5l1.6 3.9 3.9 1.6-3.9 1.6-1.6 3.9-1.6-3.9-3.9-1.6 3.9-1.6z',
} as const;
