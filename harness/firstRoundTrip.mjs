// @ts-check

/**
 * What a new connection delivers before its first acknowledgement: ten TCP segments of 1,460 B,
 * as real servers and Lighthouse's simulation send them. A page whose HTML and headers fit it is
 * painted without waiting for a second round trip.
 */
export const firstRoundTripBytes = 10 * 1460;

/**
 * What a page's HTML, as Brotli, may take of it: the rest is room for the headers and for an
 * owner's longer words.
 */
export const pageHtmlBudgetBytes = 13_300;
