/** The owner's content module, as messages name it. */
export const contentFile = 'src/content/content.ts';
