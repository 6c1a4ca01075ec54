import { logoShape } from './logoShape';

export interface LogoProps {
  className?: string;
}

const { size, cornerRadius, brackets, bracketWidth, spark } = logoShape;

/** The brand mark: angle brackets around a spark, in the accent colour. */
export function Logo({ className }: LogoProps) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      width={size}
      height={size}
      aria-hidden="true"
    >
      <rect width={size} height={size} rx={cornerRadius} fill="var(--color-accent)" />
      <path
        d={brackets}
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth={bracketWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={spark} fill="var(--color-on-accent)" />
    </svg>
  );
}
