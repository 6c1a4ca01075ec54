import { showTheAddressedSection } from './addressedSection';

/** A stand-in for the browser's layout: where the section's top is, and what observes a change. */
let sectionTop = 0;
let layoutChanged: (() => void) | undefined;
let fontsLoaded: () => void = () => undefined;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe() {
    layoutChanged = this.callback;
  }
  disconnect() {
    if (layoutChanged === this.callback) layoutChanged = undefined;
  }
}

const scrollIntoView = vi.fn(() => {
  sectionTop = 0;
});

/** The page as parsed with `hash` in its address, scrolled to `scrollY`. */
function parsed(hash: string, scrollY = 0) {
  document.body.innerHTML = '<section id="contacts">Контакти</section>';
  const section = document.getElementById('contacts')!;
  section.scrollIntoView = scrollIntoView;
  section.getBoundingClientRect = () => ({ top: sectionTop }) as DOMRect;
  history.replaceState(null, '', `/${hash}`);
  vi.spyOn(window, 'scrollY', 'get').mockReturnValue(scrollY);
  vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
  showTheAddressedSection();
  document.dispatchEvent(new Event('readystatechange'));
}

/** Something arriving late (a font, a picture) pushes the section down by `by` pixels. */
function layoutAboveGrows(by: number) {
  sectionTop += by;
  layoutChanged?.();
}

beforeEach(() => {
  sectionTop = 400;
  layoutChanged = undefined;
  scrollIntoView.mockClear();
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { ready: new Promise<void>((resolve) => (fontsLoaded = resolve)) },
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
});

describe('a link to a section, before the app', () => {
  it('lands on the section as soon as the page is parsed', () => {
    parsed('#contacts');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('keeps it there while a late font or picture changes the layout above it', () => {
    parsed('#contacts');
    layoutAboveGrows(410);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    expect(sectionTop).toBe(0);
  });

  it('leaves the page to the visitor once they move it', () => {
    parsed('#contacts');
    window.dispatchEvent(new Event('wheel'));
    layoutAboveGrows(410);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('lands it once more when the page and its fonts have loaded, then lets go', async () => {
    parsed('#contacts');
    sectionTop = 120; // moved where no layout change was observed
    window.dispatchEvent(new Event('load'));
    fontsLoaded();
    await document.fonts.ready;
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    layoutAboveGrows(50);
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a page the browser has already scrolled', '#contacts', 300],
    ['an address naming no section', '#nowhere', 0],
    ['a malformed address', '#%E0%A4%A', 0],
  ])('leaves %s where it is', (_, hash, scrollY) => {
    parsed(hash, scrollY);
    layoutAboveGrows(410);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
