import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  className?: string;
  /** Said after the link's name: "(opens in a new tab)", in the page's language. */
  newTabNote: string;
  children: ReactNode;
}

/**
 * A real link that opens in a new tab, so copying it, middle-clicking it and crawling it all
 * work, and the site itself never navigates away. Screen readers hear that a tab will open.
 */
export function ExternalLink({ href, className, newTabNote, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {newTabNote}</span>
    </a>
  );
}
