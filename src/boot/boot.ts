import { showTheAddressedSection } from './addressedSection';
import { enableCarousels } from './carousel';
import { enablePopovers, prepareClosedPopovers } from './popovers';
import { applyRememberedTheme, enableThemeToggle } from './themeToggle';

/**
 * Runs inline in the head of every page, before the first paint (the build inlines it and allows
 * it by its hash in the Content-Security-Policy). Keep it small: every page carries it. It is the
 * only owner of what it does, for the whole visit: the app renders the markup and does the rest.
 */
// Measured, as the cost of never showing the wrong theme (npm run bench).
const themeStart = performance.now();
applyRememberedTheme();
performance.measure('remembered-theme', { start: themeStart });
enableThemeToggle();
enablePopovers();
prepareClosedPopovers();
enableCarousels();
showTheAddressedSection();
performance.mark('controls-ready');
