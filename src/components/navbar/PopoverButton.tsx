import type { ReactNode } from 'react';

export interface PopoverButtonProps {
  /** The id of the native popover the button opens and closes. */
  popoverId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens and closes a native popover without any script (`popovertarget`). It is
 * drawn closed; the page's head script keeps `aria-expanded` in step as the popover opens and
 * closes, whoever opens or closes it (src/boot/popovers.ts).
 */
export function PopoverButton({ popoverId, className, children }: PopoverButtonProps) {
  return (
    <button
      type="button"
      className={className}
      popoverTarget={popoverId}
      aria-expanded={false}
      aria-controls={popoverId}
    >
      {children}
    </button>
  );
}
