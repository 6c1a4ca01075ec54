import { enableControlsBeforeTheApp } from './controls';

/**
 * Runs inline in the head of every page, before the first paint (the build inlines it and allows
 * it by its hash in the Content-Security-Policy). Keep it small: every page carries it.
 */
enableControlsBeforeTheApp();
performance.mark('controls-ready');
