import type { SkillList as SkillListContent } from '@/content';
import styles from './SkillList.module.css';

export interface SkillListProps {
  list: SkillListContent;
}

export function SkillList({ list }: SkillListProps) {
  const headingId = `skills-${list.id}`;
  return (
    <div className={styles.group}>
      <h2 id={headingId} className={styles.heading}>
        {list.title}
      </h2>
      <ul className={styles.list} aria-labelledby={headingId}>
        {list.items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
