import type { ReactNode } from 'react';

export interface PopoverButtonProps {
  /** The id of the native popover the button opens and closes. */
  popoverId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens and closes a native popover without any script (`popovertarget`). The
 * browser tells assistive technology whether its popover is open, from the first paint: an
 * `aria-expanded` of ours is refused by the HTML-ARIA rules on such a button, and needed a script.
 */
export function PopoverButton({ popoverId, className, children }: PopoverButtonProps) {
  return (
    <button type="button" className={className} popoverTarget={popoverId} aria-controls={popoverId}>
      {children}
    </button>
  );
}
