import { interfaceIconId, type IconName } from './interfaceIcons';

export interface IconProps {
  name: IconName;
  className?: string;
}

/**
 * A decorative icon, drawn from the sprite the build writes into the page; the control that holds
 * it carries the accessible name.
 */
export function Icon({ name, className }: IconProps) {
  return (
    <svg className={className} width="24" height="24" aria-hidden="true" focusable="false">
      <use href={`#${interfaceIconId(name)}`} />
    </svg>
  );
}
