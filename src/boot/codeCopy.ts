import { codeCopyAttributes, having } from '@/config/markup';

const { codeBlock, copy, copied, copiedWord, canCopy, announcer, driven } = codeCopyAttributes;

/** How long a copy button says "Copied" before it reads its name again. */
export const COPIED_FOR_MS = 2000;

/**
 * Says `words` in the page's language, in a polite live region of the driver's own, outside the
 * app's markup; said again when the same words come twice.
 */
function announce(words: string) {
  let region = document.querySelector(having(announcer));
  if (!region) {
    region = document.createElement('div');
    region.setAttribute(announcer, '');
    region.setAttribute('role', 'status');
    region.className = 'visually-hidden';
    document.body.append(region);
  }
  region.setAttribute('lang', document.documentElement.lang);
  region.textContent = '';
  requestAnimationFrame(() => (region.textContent = words));
}

/**
 * Copies the code of the block whose copy button was pressed, its text alone as written, and
 * says so; a refusal (a policy, a frame without the permission) leaves the button as it was.
 */
async function onClick(event: MouseEvent) {
  const button = event.target instanceof Element ? event.target.closest(having(copy)) : null;
  const code = button?.closest(having(codeBlock))?.querySelector('pre');
  if (!button || !code) return;
  await navigator.clipboard.writeText(code.textContent ?? '');
  button.setAttribute(copied, '');
  announce(button.getAttribute(copiedWord) ?? '');
  setTimeout(() => button.removeAttribute(copied), COPIED_FOR_MS);
}

/**
 * Drives each code block's copy button for the whole visit, from the first paint, where the
 * browser can write to the clipboard (only then is it shown). Listens on the document, so it
 * needs no element to exist yet; the app renders the markup. (A picture opens in its dialog with
 * no script: src/components/long-form/StoryPicture.tsx.)
 */
export function enableCodeCopy(signal?: AbortSignal): void {
  // Only in a secure context (https, localhost): elsewhere no button is offered.
  if (!('clipboard' in navigator)) return;
  document.documentElement.setAttribute(canCopy, '');
  document.addEventListener('click', (event) => onClick(event).catch(() => {}), { signal });
}

/**
 * Drives the copy buttons once per page load, whoever asks first: the head script of a page whose
 * story has code (src/boot/codeCopyBoot.ts), or the app as it draws such a page after the visit
 * began on another (src/app/routes.tsx). The mark on `<html>` is how the second asker knows.
 */
export function driveCodeCopy(): void {
  const root = document.documentElement;
  if (root.hasAttribute(driven)) return;
  root.setAttribute(driven, '');
  enableCodeCopy();
}
