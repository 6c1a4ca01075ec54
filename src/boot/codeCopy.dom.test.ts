import { having, codeCopyAttributes as attributes } from '@/config/markup';
import { COPIED_FOR_MS, enableCodeCopy } from './codeCopy';

/** A code block as the app draws it: its copy button, then the highlighted lines. */
const codeBlock = `<div ${attributes.codeBlock}>
  <button type="button" ${attributes.copy} ${attributes.copiedWord}="Скопійовано">Копіювати код</button>
  <pre class="code-block"><code><span class="line"><span>const a = 1;</span></span>
<span class="line"><span>  return a &lt; 2;</span></span></code></pre>
</div>`;

const copyButton = () => document.querySelector<HTMLElement>(having(attributes.copy))!;
const announced = () => document.querySelector(having(attributes.announcer))?.textContent;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('the head script’s code copy', () => {
  let driver: AbortController;
  const writeText = vi.fn<(text: string) => Promise<void>>();
  const root = document.documentElement;

  beforeEach(() => {
    writeText.mockReset().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    driver = new AbortController();
    root.lang = 'uk';
  });
  afterEach(() => {
    driver.abort();
    Reflect.deleteProperty(navigator, 'clipboard');
    root.removeAttribute(attributes.canCopy);
    root.removeAttribute('lang');
    document.querySelector(having(attributes.announcer))?.remove();
  });

  it('copies a block’s code alone, as written, says so in the page’s language, and reads its name again after a while', async () => {
    enableCodeCopy(driver.signal);
    expect(root.hasAttribute(attributes.canCopy)).toBe(true);
    document.body.innerHTML = codeBlock;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    copyButton().click();
    await vi.waitFor(() => expect(copyButton().hasAttribute(attributes.copied)).toBe(true));
    expect(writeText).toHaveBeenCalledWith('const a = 1;\n  return a < 2;');
    await nextFrame();
    expect(announced()).toBe('Скопійовано');
    expect(document.querySelector(having(attributes.announcer))).toHaveAttribute('lang', 'uk');
    expect(document.querySelector(having(attributes.announcer))).toHaveAttribute('role', 'status');
    vi.advanceTimersByTime(COPIED_FOR_MS);
    expect(copyButton().hasAttribute(attributes.copied)).toBe(false);
    vi.useRealTimers();
  });

  it('says nothing, and marks nothing, where the clipboard refuses the code', async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    enableCodeCopy(driver.signal);
    document.body.innerHTML = codeBlock;
    copyButton().click();
    await vi.waitFor(() => expect(writeText).toHaveBeenCalled());
    await nextFrame();
    expect(copyButton().hasAttribute(attributes.copied)).toBe(false);
    expect(announced() ?? '').toBe('');
  });

  it('offers no copy button where the browser cannot write to the clipboard', () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    enableCodeCopy(driver.signal);
    expect(root.hasAttribute(attributes.canCopy)).toBe(false);
  });
});
