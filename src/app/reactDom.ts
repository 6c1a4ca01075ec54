// React DOM behind a module of ours: src/main.tsx loads it (to evaluate it in a task of its own)
// without the bundler's CommonJS interop helpers, which would otherwise ship as a chunk of their
// own in the first load.
export { createRoot, hydrateRoot } from 'react-dom/client';
