/** Where the end-to-end tests serve the production build, and the dev server next to it. */
export const productionPort = Number(process.env.E2E_PORT ?? 4180);
export const devPort = productionPort + 1;
