import { enableControlsBeforeTheApp } from './controls';
import { applyRememberedTheme, enableThemeToggle } from './theme';

/**
 * Runs inline in the head of every page, before the first paint (the build inlines it and allows
 * it by its hash in the Content-Security-Policy). Keep it small: every page carries it.
 */
// Measured, as the cost of never showing the wrong theme (npm run bench).
const themeStart = performance.now();
applyRememberedTheme();
performance.measure('remembered-theme', { start: themeStart });
enableThemeToggle();
enableControlsBeforeTheApp();
performance.mark('controls-ready');
