export interface LogoProps {
  className?: string;
}

/** The brand mark: angle brackets around a spark, in the accent colour. */
export function Logo({ className }: LogoProps) {
  return (
    <svg className={className} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
      <rect width="40" height="40" rx="11" fill="var(--color-accent)" />
      <path
        d="M15 13l-7 7 7 7M25 13l7 7-7 7"
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M20 14.5l1.6 3.9 3.9 1.6-3.9 1.6-1.6 3.9-1.6-3.9-3.9-1.6 3.9-1.6z"
        fill="var(--color-on-accent)"
      />
    </svg>
  );
}
