/**
 * The lists of the record whose entries have dates and lines (a job, a study, a volunteering), in
 * the order About and every form of the CV give them. No dependency: the pages import it.
 */
export const timelineNames = ['experience', 'education', 'volunteering'] as const;
export type TimelineName = (typeof timelineNames)[number];
