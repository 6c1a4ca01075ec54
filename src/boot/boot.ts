import { showTheAddressedSection } from './addressedSection';
import { enablePopovers, prepareClosedPopovers } from './popovers';
import { applyRememberedTheme, enableThemeToggle } from './themeToggle';

/**
 * Runs inline in the head of every page, before the first paint (the build inlines it and allows
 * it by its hash in the Content-Security-Policy). Keep it small: every page carries it, and each
 * page's document should fit in the first round trip of a new connection (about 14 kB
 * compressed). A page with a carousel carries src/boot/carouselBoot.ts beside it. It is the only
 * owner of what it does, for the whole visit: the app renders the markup and does the rest.
 */
// Measured, as the cost of never showing the wrong theme (npm run bench).
const themeStart = performance.now();
applyRememberedTheme();
performance.measure('remembered-theme', { start: themeStart });
enableThemeToggle();
enablePopovers();
prepareClosedPopovers();
showTheAddressedSection();
performance.mark('controls-ready');
