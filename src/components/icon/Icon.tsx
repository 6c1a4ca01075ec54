import { iconPaths, type IconName } from './iconPaths';

export interface IconProps {
  name: IconName;
  className?: string;
}

/** A decorative icon; the control that holds it carries the accessible name. */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={iconPaths[name].d} />
    </svg>
  );
}
