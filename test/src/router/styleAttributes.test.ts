import { describe, expect, it } from 'vitest';
import { moveStyleAttributes } from '../../../src/router/styleAttributes';

describe('moveStyleAttributes (a server render under a CSP without inline style attributes)', () => {
  it("moves each style attribute into a rule that names the element, as MUI's Paper writes them", () => {
    const { html, css } = moveStyleAttributes(
      '<div class="MuiPaper-root" role="alert" style="--Paper-shadow:none"><p style="margin:0;color:red">Hi</p></div>',
    );
    expect(html).toBe(
      '<div class="MuiPaper-root" role="alert" data-ssr-style="0"><p data-ssr-style="1">Hi</p></div>',
    );
    expect(css).toBe(
      '[data-ssr-style="0"][data-ssr-style="0"]{--Paper-shadow:none}' +
        '[data-ssr-style="1"][data-ssr-style="1"]{margin:0;color:red}',
    );
  });

  it("undoes React's escapes, and no value can close the style element", () => {
    const { css } = moveStyleAttributes(
      '<i style="background:url(&quot;a.svg?x=1&amp;y=2&quot;);content:&#x27;&lt;/style&gt;&#x27;"></i>',
    );
    expect(css).toBe(
      '[data-ssr-style="0"][data-ssr-style="0"]{background:url("a.svg?x=1&y=2");content:\'\\3c /style>\'}',
    );
    expect(css).not.toContain('<');
  });

  it('leaves markup without style attributes, and text that says style="...", as it is', () => {
    const text = '<p>write style=&quot;x&quot; here</p>';
    expect(moveStyleAttributes(text)).toEqual({ html: text, css: '' });
  });
});
