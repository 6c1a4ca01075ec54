import type { SkillList as SkillListContent } from '@/content';
import { SkillLinks } from '@/components/skills/SkillLinks';
import styles from './SkillList.module.css';

export interface SkillListProps {
  list: SkillListContent;
}

/** A skill list under its title: each skill with evidence links to its page. */
export function SkillList({ list }: SkillListProps) {
  const headingId = `skills-${list.id}`;
  return (
    <div className={styles.group}>
      <h2 id={headingId} className={styles.heading}>
        {list.title}
      </h2>
      <SkillLinks skillIds={list.items.map(({ id }) => id)} labelledBy={headingId} />
    </div>
  );
}
