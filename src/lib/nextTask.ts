/** Resolves in a later task: the browser may paint and answer input before what follows runs. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
