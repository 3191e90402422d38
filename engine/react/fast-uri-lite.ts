/**
 * What @rjsf/utils asks of `fast-uri` (`resolve` and `equal`, used only for schemas with `$id`
 * base URIs, which journey card schemas do not have), on the browser's `URL`. The production
 * build uses it in place of fast-uri (vite.config.ts): the full RFC 3986 parser was about 8 KB
 * gzip of the first page for a code path no card takes. A relative base (no scheme) falls back to
 * joining paths the way a URL would.
 */
const DUMMY = 'http://relative.invalid';

/** `ref` resolved against `base`. */
export function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    const href = new URL(ref, new URL(base, `${DUMMY}/`)).href;
    return href.startsWith(`${DUMMY}/`) && !base.startsWith('/')
      ? href.slice(DUMMY.length + 1)
      : href.replace(DUMMY, '');
  }
}

/** Whether two URIs are the same once normalised (scheme and host case, default ports, dot segments). */
export function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

/** `uri` normalised as `URL` does, or as given when it is not absolute. */
export function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

const fastUri = { resolve, equal, normalize };
export default fastUri;
