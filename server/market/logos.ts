import { createHash } from 'node:crypto';

/** Root-level path under which supplier logos are served (no token: the browser loads them as images). */
export const SUPPLIER_LOGO_PREFIX = '/supplier-logos';

const versions = new Map<string, string>();

/**
 * A short content hash of a logo: its ETag and the `v` of its URL, so a changed logo gets a new URL
 * and browsers may keep each version for a year. Memoised by content (a handful of suppliers).
 */
export function logoVersion(svg: string): string {
  let v = versions.get(svg);
  if (!v) {
    if (versions.size > 1000) versions.clear();
    v = createHash('sha256').update(svg).digest('hex').slice(0, 16);
    versions.set(svg, v);
  }
  return v;
}

/**
 * The URL of a supplier's logo, root-relative (`/supplier-logos/2.svg?v=<hash>`), or null when the
 * supplier has none. The app resolves it against the API server's root.
 */
export function supplierLogoUrl(s: { id: number; logoSvg: string | null }): string | null {
  return s.logoSvg ? `${SUPPLIER_LOGO_PREFIX}/${s.id}.svg?v=${logoVersion(s.logoSvg)}` : null;
}
