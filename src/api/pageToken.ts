import { PAGE_TOKEN_ID, type PageToken } from '../../contract/pageToken';

/**
 * The token the server sent the page with (contract/pageToken.ts), taken out of the page, or null:
 * none sent, or no longer fresh. It was issued as the page was sent, so it is about as old as the page
 * (`sincePageStartMs`, the page's `performance.now()`); past half its lifetime (a tab restored long
 * after it loaded) it is left alone and the app asks for a token as usual.
 */
export function takePageToken(doc: Document, sincePageStartMs: number): string | null {
  const element = doc.getElementById(PAGE_TOKEN_ID);
  if (!element) return null;
  // A credential: once read, it is not left in the page.
  element.remove();
  let sent: Partial<PageToken>;
  try {
    sent = JSON.parse(element.textContent ?? '') as Partial<PageToken>;
  } catch {
    return null;
  }
  const fresh = typeof sent.expiresIn === 'number' && sincePageStartMs < sent.expiresIn * 500;
  return typeof sent.token === 'string' && sent.token !== '' && fresh ? sent.token : null;
}
