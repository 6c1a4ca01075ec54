import type { UmamiSettings } from '@/content/integrationsSchema';
import { umamiScript, umamiTrustedTypesPolicy } from './services';

/** The part of the Trusted Types API this uses (the DOM's types have none of it yet). */
interface TrustedTypes {
  createPolicy(
    name: string,
    rules: { createScriptURL: (url: string) => string },
  ): { createScriptURL: (url: string) => unknown };
}

/**
 * Counts the visit with the owner's own Umami: its script, from their Umami host, counts this
 * page and each one a client-side move shows. Trusted Types stay required: the one policy the
 * site's policy lets this page make turns Umami's one address, and no other, into a script's
 * source. Umami keeps no cookie.
 */
export function countWithUmami(settings: UmamiSettings): void {
  const address = umamiScript(settings);
  const { trustedTypes } = window as Window & { trustedTypes?: TrustedTypes };
  const policy = trustedTypes?.createPolicy(umamiTrustedTypesPolicy, {
    createScriptURL: (url: string) => {
      if (url !== address) throw new TypeError(`Only Umami's script may load here, not ${url}.`);
      return url;
    },
  });
  const script = document.createElement('script');
  script.defer = true;
  script.dataset.websiteId = settings.websiteId;
  script.dataset.doNotTrack = 'true';
  // A move to a section (`/#work`) is the same page: Umami counts each address with its fragment.
  script.dataset.excludeHash = 'true';
  // A TrustedScriptURL where the browser has Trusted Types, the address itself where it has none.
  script.src = (policy?.createScriptURL(address) ?? address) as string;
  document.head.append(script);
}
