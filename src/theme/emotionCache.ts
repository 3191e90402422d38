import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The emotion cache MUI styles through, carrying the page's style nonce: the server's policy allows
 * style elements only with the nonce of the reply that sent the page (`style-src 'self' 'nonce-...'`,
 * server/http/security.ts), and names it in the page's `csp-nonce` meta tag. A browser hides a nonce
 * attribute's value from the page's markup (so injected markup cannot read it through CSS); the
 * element's `nonce` property still gives it to the script.
 */
export function createEmotionCache(doc: Document = document): EmotionCache {
  const nonce = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce || undefined;
  return createCache({ key: 'css', nonce });
}
