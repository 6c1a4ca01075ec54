/** What `import.meta.glob` found, by each file's name alone: `tracker.png`. */
export function byFileName<Module>(modules: Record<string, Module>): Map<string, Module> {
  return new Map(
    Object.entries(modules).map(([path, module]) => [
      path.slice(path.lastIndexOf('/') + 1),
      module,
    ]),
  );
}
