/**
 * HTML's invoker commands and a dialog's light dismiss, which React passes through as written
 * (all lowercase) but its types do not name yet: a button that opens a dialog with no script
 * (`commandfor="id" command="show-modal"`), and a dialog that closes on a tap outside it.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
