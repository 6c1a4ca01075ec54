import type { ReactNode } from 'react';
import { usePopoverOpen } from './usePopoverOpen';

export interface PopoverButtonProps {
  /** The id of the native popover the button opens and closes. */
  popoverId: string;
  className?: string;
  children: ReactNode;
}

/**
 * A button that opens and closes a native popover without any script (`popovertarget`) and
 * tells assistive technology whether it is open, whoever opened or closed it.
 */
export function PopoverButton({ popoverId, className, children }: PopoverButtonProps) {
  const isOpen = usePopoverOpen(popoverId);
  return (
    <button
      type="button"
      className={className}
      popoverTarget={popoverId}
      aria-expanded={isOpen}
      aria-controls={popoverId}
    >
      {children}
    </button>
  );
}
