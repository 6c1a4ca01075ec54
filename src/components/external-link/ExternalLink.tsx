import type { ReactNode } from 'react';

export interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A real link that opens in a new tab, so copying it, middle-clicking it and crawling it all
 * work, and the site itself never navigates away. Screen readers hear that a tab will open.
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
