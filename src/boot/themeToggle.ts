import {
  applyThemeChoice,
  chooseTheme,
  currentThemeChoice,
  isThemeChoice,
  showThemeChoice,
  storedThemeChoice,
  THEME_INPUT_NAME,
  THEME_STORAGE_KEY,
} from '@/lib/theme';
import { buttonsOf, openPopovers } from './popovers';

const isThemeRadio = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.name === THEME_INPUT_NAME;

/** The toggle's panel: the popover that holds its radios. */
const isThemePanel = (target: EventTarget | null): target is HTMLElement =>
  target instanceof HTMLElement &&
  target.querySelector(`input[name="${THEME_INPUT_NAME}"]`) !== null;

/**
 * Puts the page in the remembered theme. Runs in the head, before the first paint, so no load
 * shows the other theme even for a frame.
 */
export function applyRememberedTheme(): void {
  const choice = storedThemeChoice();
  if (choice !== 'system') applyThemeChoice(choice);
}

/**
 * Makes the header's theme toggle work for the whole visit: it is plain markup (the Navbar), and
 * this is its only behaviour, so it works from the first paint and needs no hand-over to the app.
 * A choice made with a pointer closes the toggle's panel; one made with the arrow keys leaves it
 * open, so the next arrow press still reaches the radios. Another tab's choice is followed too.
 */
export function enableThemeToggle(): void {
  let choosingWithPointer = false;
  document.addEventListener('pointerdown', () => (choosingWithPointer = true), true);
  document.addEventListener('keydown', () => (choosingWithPointer = false), true);

  document.addEventListener('change', (event) => {
    if (isThemeRadio(event.target) && isThemeChoice(event.target.value)) {
      chooseTheme(event.target.value);
    }
  });

  document.addEventListener('click', (event) => {
    if (isThemeRadio(event.target) && choosingWithPointer) {
      event.target.closest<HTMLElement>('[popover]')?.hidePopover();
    }
  });

  // The toggle's panel, as it opens, stands under its button and shows the choice in force (the
  // app may have drawn it anew). Placed first: it reads the button's box, which a radio changed
  // before it would have made the browser work out the page's style again within the tap.
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const panel = event.target;
      if ((event as ToggleEvent).newState === 'open' && isThemePanel(panel)) {
        placeUnderItsButton(panel);
        showThemeChoice(currentThemeChoice());
      }
    },
    { capture: true },
  );
  window.addEventListener('resize', () => {
    for (const popover of openPopovers()) {
      if (isThemePanel(popover)) placeUnderItsButton(popover);
    }
  });

  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyThemeChoice(storedThemeChoice());
    }
  });
}

/**
 * Places the toggle's panel under its button, their end edges aligned (the right, or the left
 * right to left, towards the middle of the bar either way): it gives the panel's
 * stylesheet the button's box (ThemeToggle.module.css), which sets the gap. CSS anchor positioning
 * did the same, but the extra layout it takes made the tap that opens the panel, and the one that
 * chooses a theme, answer 8 ms later at a phone's speed (npm run bench, "open the theme panel");
 * and where a browser has no anchor positioning the panel stood at the window's edge, far from a
 * centred bar's button.
 */
function placeUnderItsButton(panel: HTMLElement) {
  const [button] = buttonsOf(panel);
  if (!button) return;
  const { bottom, left, right } = button.getBoundingClientRect();
  const rightToLeft = getComputedStyle(panel).direction === 'rtl';
  panel.style.setProperty('--button-bottom', `${bottom}px`);
  panel.style.setProperty(
    '--button-end-inset',
    `${rightToLeft ? left : document.documentElement.clientWidth - right}px`,
  );
}
