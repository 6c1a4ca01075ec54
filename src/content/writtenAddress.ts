/**
 * A link's address as a reader would type it from paper: `https://www.linkedin.com/in/x/` →
 * `linkedin.com/in/x`, `mailto:hello@example.com` → `hello@example.com`, `tel:+380…` → `+380…`.
 */
export function writtenAddress(href: string): string {
  const url = new URL(href);
  if (url.protocol === 'mailto:' || url.protocol === 'tel:')
    return decodeURIComponent(url.pathname);
  const host = url.host.replace(/^www\./, '');
  const rest = `${url.pathname}${url.search}${url.hash}`.replace(/^\/$|\/$/, '');
  return `${host}${rest}`;
}
