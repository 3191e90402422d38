/**
 * A server render's `style` attributes as rules of a style element. The Content Security Policy allows
 * no inline style attributes (`style-src-attr` has no 'unsafe-inline'), and the browser refuses such an
 * attribute in served markup, where a script setting the same style (React in the browser) is allowed:
 * MUI's Paper writes `style="--Paper-shadow:none"` on every Alert. So each attribute becomes a
 * `data-ssr-style` number and its declarations a rule under the reply's nonce, in the page's head.
 */

/** The attribute that names an element's rule. */
const SSR_STYLE_ATTRIBUTE = 'data-ssr-style';

/** React's escapes in attribute values, undone (the rules are CSS, not HTML). */
const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/** A React server render's markup with its style attributes moved out, and the rules that replace them. */
export interface MovedStyles {
  html: string;
  /** One rule per moved attribute, or '' when there was none. */
  css: string;
}

/**
 * Moves every `style="..."` attribute of `html` (React's server markup: a text's or another
 * attribute's `"` is always escaped, so the pattern matches attributes only) into a rule. The
 * selector names the attribute twice, so the rule outweighs a component's one-class rules as the
 * inline style did (a rule cannot outweigh `!important`; none of MUI's is). `<` in a value is written
 * as a CSS escape, so no value can close the style element.
 */
export function moveStyleAttributes(html: string): MovedStyles {
  const rules: string[] = [];
  const moved = html.replace(/ style="([^"]*)"/g, (_all, value: string) => {
    const n = rules.length;
    const declarations = value
      .replace(/&(?:quot|#x27|lt|gt|amp);/g, (e) => ENTITIES[e])
      .replace(/</g, '\\3c ');
    const selector = `[${SSR_STYLE_ATTRIBUTE}="${n}"]`;
    rules.push(`${selector}${selector}{${declarations}}`);
    return ` ${SSR_STYLE_ATTRIBUTE}="${n}"`;
  });
  return { html: moved, css: rules.join('') };
}
