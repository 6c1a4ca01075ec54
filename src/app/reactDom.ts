// React DOM behind a module of ours: src/main.tsx loads it (to evaluate it in a task of its own)
// without the bundler's CommonJS interop helpers, which would otherwise ship as a chunk of their
// own in the first load. Modules are evaluated in the order they are imported, so React DOM is
// evaluated between these two lines.
import { restoreStackTraces } from './withoutStackTraces';
import { createRoot, hydrateRoot } from 'react-dom/client';

restoreStackTraces();

export { createRoot, hydrateRoot };
