import { preferReducedMotion } from '@/testing/systemPreferences';
import {
  applyThemeChoice,
  chooseTheme,
  currentThemeChoice,
  storedThemeChoice,
  THEME_STORAGE_KEY,
  type ThemeChoice,
} from './theme';

const root = document.documentElement;

function themeColorMetas() {
  document.head.innerHTML = `
    <meta name="theme-color" media="(prefers-color-scheme: light)" content="#fff" data-scheme="light">
    <meta name="theme-color" media="(prefers-color-scheme: dark)" content="#000" data-scheme="dark">`;
  return [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')];
}

function themeRadios() {
  document.body.innerHTML = ['light', 'dark', 'system']
    .map((choice) => `<input type="radio" name="theme" value="${choice}">`)
    .join('');
  return [...document.querySelectorAll<HTMLInputElement>('input')];
}

const checkedRadio = () => document.querySelector<HTMLInputElement>('input:checked')?.value;

function blockStorage() {
  for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
    vi.spyOn(Storage.prototype, method).mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
  }
}

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  Reflect.deleteProperty(document, 'startViewTransition');
  vi.useRealTimers();
});

describe('the remembered theme', () => {
  it('is the system’s until the visitor chooses', () => {
    expect(storedThemeChoice()).toBe('system');
  });

  it.each<ThemeChoice>(['light', 'dark'])('is %s once chosen', (choice) => {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
    expect(storedThemeChoice()).toBe(choice);
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    expect(storedThemeChoice()).toBe('system');
  });

  it('is the system’s when storage is blocked, without an error', () => {
    blockStorage();
    expect(storedThemeChoice()).toBe('system');
  });
});

describe('applying a theme', () => {
  it('sets the page’s theme, the browser bar’s colour and the toggle’s radio', () => {
    const [light, dark] = themeColorMetas();
    themeRadios();
    applyThemeChoice('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(currentThemeChoice()).toBe('dark');
    expect([light?.media, dark?.media]).toEqual(['not all', 'all']);
    expect(checkedRadio()).toBe('dark');

    applyThemeChoice('light');
    expect([light?.media, dark?.media]).toEqual(['all', 'not all']);
    expect(checkedRadio()).toBe('light');
  });

  it('gives the choice back to the system', () => {
    const [light, dark] = themeColorMetas();
    themeRadios();
    applyThemeChoice('dark');
    applyThemeChoice('system');
    expect(root.hasAttribute('data-theme')).toBe(false);
    expect(currentThemeChoice()).toBe('system');
    expect([light?.media, dark?.media]).toEqual([
      '(prefers-color-scheme: light)',
      '(prefers-color-scheme: dark)',
    ]);
    expect(checkedRadio()).toBe('system');
  });
});

describe('choosing a theme', () => {
  it('applies it at once and remembers it', () => {
    chooseTheme('light');
    expect(currentThemeChoice()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('forgets the choice when the visitor gives it back to the system', () => {
    chooseTheme('dark');
    chooseTheme('system');
    expect(currentThemeChoice()).toBe('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('still works for the visit when storage is blocked', () => {
    blockStorage();
    chooseTheme('dark');
    expect(currentThemeChoice()).toBe('dark');
  });

  it('shows the choice in the tap’s own frame, then cross-fades to the new theme', () => {
    vi.useFakeTimers();
    preferReducedMotion(false);
    const startViewTransition = vi.fn((update: () => void) => {
      update();
      return {} as ViewTransition;
    });
    Object.defineProperty(document, 'startViewTransition', {
      value: startViewTransition,
      configurable: true,
    });
    themeRadios();
    chooseTheme('dark');
    expect(checkedRadio()).toBe('dark');
    expect(currentThemeChoice()).toBe('system');
    expect(startViewTransition).not.toHaveBeenCalled();
    // A frame, and the task after it.
    vi.advanceTimersByTime(50);
    expect(startViewTransition).toHaveBeenCalledOnce();
    expect(currentThemeChoice()).toBe('dark');
  });

  it('switches without a cross-fade for a visitor who asked for less motion', () => {
    preferReducedMotion(true);
    const startViewTransition = vi.fn();
    Object.defineProperty(document, 'startViewTransition', {
      value: startViewTransition,
      configurable: true,
    });
    chooseTheme('dark');
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(currentThemeChoice()).toBe('dark');
  });
});
