import { Link } from '@/router';
import { usePageLanguage } from '@/components/language/usePageLanguage';
import { skillPath } from '@/config/paths';
import { siteLanguages } from '@/content';
import { skillsOf } from '@/content/skills';
import styles from './SkillLinks.module.css';

export interface SkillLinksProps {
  /** The skills, by id, in the order the owner named them. */
  skillIds: readonly string[];
  /** What the list is, for screen readers: "Skills". */
  label?: string;
  /** Labelled by a heading instead, by its id. */
  labelledBy?: string;
  /** `small` beside other words, as on a project's slide. */
  size?: 'small';
}

/**
 * Skills as chips: each a link to its page, where it has evidence in the page's language (an About
 * skill may have none, and stays plain text).
 */
export function SkillLinks({ skillIds, label, labelledBy, size }: SkillLinksProps) {
  const { content, language, pathIn } = usePageLanguage();
  const skills = skillsOf(content.skills);
  const withPages = siteLanguages.skills[language] ?? [];
  return (
    <ul
      className={size ? `${styles.chips} ${styles[size]}` : styles.chips}
      aria-label={label}
      aria-labelledby={labelledBy}
    >
      {skillIds.map((id) => {
        const name = skills.find((skill) => skill.id === id)?.name ?? id;
        return (
          <li key={id} className={styles.chip}>
            {withPages.includes(id) ? (
              <Link to={pathIn(skillPath(id))} className={styles.link}>
                {name}
              </Link>
            ) : (
              <span className={styles.name}>{name}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
