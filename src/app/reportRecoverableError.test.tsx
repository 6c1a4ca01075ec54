import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { reportRecoverableError } from './reportRecoverableError';

function Greeting({ name }: { name: string }) {
  return (
    <main>
      <h1>Hello, {name}</h1>
    </main>
  );
}

describe('reportRecoverableError', () => {
  it('reports a page that hydrates with other words, and names the elements it happened in', async () => {
    const reported = vi.spyOn(window, 'reportError').mockImplementation(() => undefined);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = '<main><h1>Hello, <!-- -->Ada</h1></main>';

    await act(async () => {
      hydrateRoot(container, <Greeting name="Grace" />, {
        onRecoverableError: reportRecoverableError,
      });
    });

    expect(reported).toHaveBeenCalledWith(
      expect.objectContaining({ message: expect.stringMatching(/Hydration failed/) }),
    );
    const where = logged.mock.calls
      .map(([message]) => String(message))
      .find((message) => message.startsWith('React redrew'));
    expect(where).toMatch(/at h1[\s\S]*at main[\s\S]*at Greeting/);
    expect(container.textContent).toBe('Hello, Grace');
  });
});
