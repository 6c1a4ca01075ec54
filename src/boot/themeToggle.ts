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

const isThemeRadio = (target: EventTarget | null): target is HTMLInputElement =>
  target instanceof HTMLInputElement && target.name === THEME_INPUT_NAME;

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

  // The toggle's panel shows the choice in force when it opens (the app may have drawn it anew).
  document.addEventListener(
    'beforetoggle',
    (event) => {
      const panel = event.target;
      if (
        (event as ToggleEvent).newState === 'open' &&
        panel instanceof Element &&
        panel.querySelector(`input[name="${THEME_INPUT_NAME}"]`)
      ) {
        showThemeChoice(currentThemeChoice());
      }
    },
    { capture: true },
  );

  window.addEventListener('storage', (event) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) {
      applyThemeChoice(storedThemeChoice());
    }
  });
}
