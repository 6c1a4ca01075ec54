/**
 * Preview images live in `src/assets/projects/` as `<name>-<width>.<format>`, made from the
 * drawings in `design/previews/` by `npm run images`. This module reads those file names; it has
 * no Vite or Node imports so that both the app and the build can use it.
 */

export const previewWidths = [480, 800, 1200] as const;
export const largestPreviewWidth = Math.max(...previewWidths);
export const previewFormats = ['avif', 'webp'] as const;
/** Every preview is drawn at 16:10. */
export const previewAspect = { width: 16, height: 10 } as const;

export type PreviewFormat = (typeof previewFormats)[number];

export interface PreviewFile {
  name: string;
  width: number;
  format: PreviewFormat;
}

const PREVIEW_FILE = /(?:^|\/)([a-z0-9]+(?:-[a-z0-9]+)*)-(\d+)\.(avif|webp)$/;

export function parsePreviewFileName(path: string): PreviewFile | null {
  const match = PREVIEW_FILE.exec(path);
  if (!match) return null;
  const [, name = '', width, format] = match;
  return { name, width: Number(width), format: format as PreviewFormat };
}

/** Names that have every width in every format, so a half-made preview counts as missing. */
export function completePreviewNames(paths: readonly string[]): string[] {
  const found = new Set(
    paths
      .map(parsePreviewFileName)
      .filter((file): file is PreviewFile => file !== null)
      .map((file) => `${file.name}-${file.width}.${file.format}`),
  );
  const names = new Set(
    paths.map(parsePreviewFileName).flatMap((file) => (file ? [file.name] : [])),
  );
  return [...names]
    .filter((name) =>
      previewWidths.every((width) =>
        previewFormats.every((format) => found.has(`${name}-${width}.${format}`)),
      ),
    )
    .sort();
}
