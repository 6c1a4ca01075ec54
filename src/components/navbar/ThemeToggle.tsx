import { Icon } from '@/components/icon/Icon';
import type { IconName } from '@/components/icon/interfaceIcons';
import { popoverIds } from '@/config/markup';
import type { InterfaceTexts } from '@/content';
import { THEME_INPUT_NAME, type ThemeChoice } from '@/lib/theme';
import styles from './ThemeToggle.module.css';
import { PopoverButton } from './PopoverButton';

export interface ThemeToggleProps {
  texts: Pick<InterfaceTexts, 'theme' | 'lightTheme' | 'darkTheme' | 'systemTheme'>;
}

const options: readonly {
  choice: ThemeChoice;
  label: keyof ThemeToggleProps['texts'];
  icon: IconName;
}[] = [
  { choice: 'light', label: 'lightTheme', icon: 'sun' },
  { choice: 'dark', label: 'darkTheme', icon: 'moon' },
  { choice: 'system', label: 'systemTheme', icon: 'system' },
];

/**
 * The header's theme toggle: a button that opens a panel (a native popover) of three radios,
 * light, dark and the system's. Its behaviour lives in the page's head script (src/boot/themeToggle.ts),
 * which applies and remembers the choice from the first paint; the button's icon shows the choice
 * in force through CSS alone. Without JavaScript nothing could apply a choice, so it is hidden
 * and the system's theme applies.
 */
export function ThemeToggle({ texts }: ThemeToggleProps) {
  return (
    <div className={styles.toggle} data-needs-script>
      <PopoverButton popoverId={popoverIds.themePanel} className={styles.button}>
        {options.map(({ choice, icon }) => (
          <Icon key={choice} name={icon} className={`${styles.icon} ${styles[choice]}`} />
        ))}
        <span className="visually-hidden">{texts.theme}</span>
      </PopoverButton>
      <div id={popoverIds.themePanel} className={styles.panel} popover="auto">
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>{texts.theme}</legend>
          {options.map(({ choice, label, icon }) => (
            <label key={choice} className={styles.choice}>
              <Icon name={icon} className={styles.choiceIcon} />
              <span className={styles.label}>{texts[label]}</span>
              <input
                type="radio"
                className={styles.radio}
                name={THEME_INPUT_NAME}
                value={choice}
                defaultChecked={choice === 'system'}
              />
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
