import type { Page } from '@playwright/test';

/**
 * Holds every request of `page` to a URL matching `pattern` until the returned function is
 * called, as a slow network holds a file back: the page goes on without it meanwhile.
 */
export async function holdRequests(page: Page, pattern: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
