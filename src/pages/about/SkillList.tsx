import type { SkillList as SkillListContent } from '@/content';
import styles from './SkillList.module.css';

export interface SkillListProps {
  list: SkillListContent;
}

export function SkillList({ list }: SkillListProps) {
  const headingId = `skills-${list.id}`;
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {list.title}
      </h2>
      <ul className={styles.list}>
        {list.items.map((item) => (
          <li key={item.id} className={styles.item}>
            {item.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
