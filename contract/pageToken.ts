/**
 * The bearer token a page is sent with (issue 23 item 4): a tab's first page needs no token call
 * before it renders, so its first render waits neither for that round trip nor for the HTTP client,
 * which then loads at the first call the householder's journey makes. A JSON script element, as the
 * page data (contract/pageData.ts): the browser never runs it.
 */

/** The id of the page token's script element. */
export const PAGE_TOKEN_ID = 'page-token';

/** A token as the token call answers it: the token and its lifetime in seconds. */
export interface PageToken {
  token: string;
  expiresIn: number;
}

/** The script element holding `token` (a token is base64url and dots: nothing in it needs escaping). */
export function pageTokenScript(token: PageToken): string {
  return `<script type="application/json" id="${PAGE_TOKEN_ID}">${JSON.stringify(token)}</script>`;
}
