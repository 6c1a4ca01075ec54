/**
 * What the pages need to know about a contact link, apart from the catalogue of kinds
 * (contactKinds.ts), which only the build reads.
 */

/** A PDF in the site's `public/` folder, named by its path there: `cv.pdf`, `files/cv.pdf`. */
const SITE_PDF = /^(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.pdf$/i;

/** Whether `href` names a file of the site (a resume in `public/`) rather than another page. */
export const isSiteFile = (href: string) => SITE_PDF.test(href);

/**
 * Where a contact link points on a site served at `base` (ending in `/`): a site file under it; a
 * phone number without the spaces the owner may write it with, which no address may hold (the
 * W3C HTML checker refuses them; the number's written form keeps them).
 */
export const contactTarget = (href: string, base: string) =>
  isSiteFile(href) ? `${base}${href}` : href.startsWith('tel:') ? href.replace(/\s+/g, '') : href;

/** The id of a kind's icon in the page's inline sprite (vite-plugins/iconSprite.ts). */
export const contactIconId = (kind: string) => `contact-icon-${kind}`;
