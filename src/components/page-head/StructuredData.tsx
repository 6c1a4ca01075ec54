import { scriptSafeJson } from './personJsonLd';

/**
 * A schema.org description as JSON-LD. Only the build renders it (to static markup): drawn in the
 * browser, React would make the script through `innerHTML`, which the site's Trusted Types policy
 * refuses.
 */
export function StructuredData({ data }: { data: unknown }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(data) }} />
  );
}
