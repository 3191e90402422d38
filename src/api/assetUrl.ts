import { getSettings, type Settings } from '../settings';

/**
 * Resolves a root-relative URL from an API reply (a supplier logo, `/supplier-logos/2.svg?v=...`)
 * against the API server's root base (`settings.authBase`, where the token call goes too), so logos
 * load from the API host when the app points at another one. With the default base (`/`) the URL
 * stays as it is. Absolute URLs are left alone.
 */
export function apiAssetUrl(url: string, settings: Pick<Settings, 'authBase'> = getSettings()): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  const base = settings.authBase.endsWith('/') ? settings.authBase : `${settings.authBase}/`;
  return base + url.replace(/^\/+/, '');
}
