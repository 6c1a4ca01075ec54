import { scrollToSection, scrollToTop } from './scrollToSection.ts';

describe('scrollToSection', () => {
  let scrollIntoView: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
    document.body.innerHTML = '<section id="work"></section>';
  });

  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('scrolls smoothly to the section once the delay has passed, not before', () => {
    scrollToSection('work', { delayMs: 250, reducedMotion: false });

    vi.advanceTimersByTime(249);
    expect(scrollIntoView).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('work'));
  });

  it('jumps at once, without animation, when the visitor prefers reduced motion', () => {
    scrollToSection('work', { delayMs: 350, reducedMotion: true });
    vi.advanceTimersByTime(0);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('waits for a section that the next page has not rendered yet', () => {
    document.body.innerHTML = '';
    scrollToSection('contacts', { delayMs: 100, reducedMotion: false });
    vi.advanceTimersByTime(100);
    expect(scrollIntoView).not.toHaveBeenCalled();

    document.body.innerHTML = '<section id="contacts"></section>';
    vi.advanceTimersToNextFrame();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('contacts'));
  });

  it('gives up quietly when the section never appears', () => {
    document.body.innerHTML = '';
    scrollToSection('missing', { delayMs: 0, reducedMotion: false });
    vi.advanceTimersByTime(3000);
    document.body.innerHTML = '<section id="missing"></section>';
    vi.advanceTimersByTime(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('does nothing once cancelled', () => {
    const cancel = scrollToSection('work', { delayMs: 250, reducedMotion: false });
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('scrollToTop', () => {
  it('scrolls smoothly, or instantly with reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    scrollToTop(false);
    scrollToTop(true);
    expect(scrollTo.mock.calls).toEqual([
      [{ top: 0, behavior: 'smooth' }],
      [{ top: 0, behavior: 'instant' }],
    ]);
    scrollTo.mockRestore();
  });
});
