import { interfaceIconId, pointingIcons, type IconName } from './interfaceIcons';

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative icon, drawn from the sprite the build writes into the page; the control that holds
 * it carries the accessible name. One that points along the line is marked, for the page to
 * mirror right to left (global.css).
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg
      className={className}
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-points={pointingIcons.has(name) ? '' : undefined}
    >
      <use href={`#${interfaceIconId(name)}`} />
    </svg>
  );
}
