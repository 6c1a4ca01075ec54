import { THEME_STORAGE_KEY } from '@/lib/theme';
import { applyRememberedTheme, enableThemeToggle } from './themeToggle';

const root = document.documentElement;

beforeAll(() => enableThemeToggle());

beforeEach(() => {
  document.body.innerHTML = ['light', 'dark', 'system']
    .map((choice) => `<label><input type="radio" name="theme" value="${choice}"> ${choice}</label>`)
    .join('');
});

afterEach(() => {
  localStorage.clear();
  delete root.dataset.theme;
});

const radio = (choice: string) =>
  document.querySelector<HTMLInputElement>(`input[value="${choice}"]`)!;

describe('the theme before the first paint', () => {
  it('is the remembered one', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    applyRememberedTheme();
    expect(root.dataset.theme).toBe('light');
  });

  it('is left to the system when nothing is remembered', () => {
    applyRememberedTheme();
    expect(root.hasAttribute('data-theme')).toBe(false);
  });
});

describe('the theme toggle before and after the app', () => {
  it('applies and remembers the radio the visitor checks', () => {
    radio('dark').click();
    expect(root.dataset.theme).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it('follows a choice made in another tab', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    window.dispatchEvent(
      new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'light' }),
    );
    expect(root.dataset.theme).toBe('light');
    expect(radio('light').checked).toBe(true);
  });
});
