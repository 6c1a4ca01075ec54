import type {
  GiscusSettings,
  PlausibleSettings,
  UmamiSettings,
} from '../content/integrationsSchema.ts';

/**
 * Where each service the owner may turn on is, and what of it a page reaches: the one place
 * the build's policy (outputs/integrationPolicy.ts) and the browser's code read them from.
 */

/** giscus's widget is a frame of this origin; its script is bundled into the site's own. */
export const giscusOrigin = 'https://giscus.app';

/** The Trusted Types policy lit (giscus's web component) makes when it loads. */
export const litTrustedTypesPolicy = 'lit-html';

/** Plausible's own service, where `apiHost` does not name another. */
const plausibleHost = 'https://plausible.io';

/** The one address Plausible's tracker sends a page view to. */
export const plausibleEndpoint = ({ apiHost = plausibleHost }: PlausibleSettings) =>
  `${apiHost}/api/event`;

/** Umami's script on the owner's host, and the address it sends a page view to. */
export const umamiScript = ({ host }: UmamiSettings) => `${host}/script.js`;
export const umamiEndpoint = ({ host }: UmamiSettings) => `${host}/api/send`;

/** The Trusted Types policy that turns Umami's address, and only it, into a script's source. */
export const umamiTrustedTypesPolicy = 'umami-script';

/** The kinds of page that show comments: posts, unless `pages` names others. */
export const commentedPages = ({ pages = ['posts'] }: GiscusSettings) => pages;
