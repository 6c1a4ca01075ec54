import { render } from '@testing-library/react';
import { warmUpEvents } from './warmUpEvents';

describe('warming up the event handling', () => {
  it('sends a first tap’s events through React’s root, untrusted, at the element it is given', () => {
    const seen: string[] = [];
    const see = (event: { type: string; target: EventTarget; isTrusted: boolean }) => {
      expect(event.isTrusted).toBe(false);
      expect(event.target).toBe(document.querySelector('main'));
      seen.push(event.type);
    };
    const { container } = render(
      <div onPointerDown={see} onPointerUp={see} onMouseDown={see} onMouseUp={see} onClick={see}>
        <main />
      </div>,
    );
    warmUpEvents(container.querySelector('main')!);
    expect(seen).toEqual(['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click']);
  });
});
