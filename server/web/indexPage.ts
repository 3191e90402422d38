import { readFileSync } from 'node:fs';
import {
  escapeHtmlAttribute,
  injectSettingsMeta,
  readSettingsMeta,
  resolveSettings,
  settingEnvName,
  type Settings,
} from '../../contract/settings.js';
import { EARLY_PRESS_SCRIPT } from '../../contract/earlyPress.js';

/**
 * The settings of the page for the start environment. The settings the build wrote into the page
 * (defaults plus build-time `SETTING_*` variables) are the base, so a build-time override survives a
 * start without it, and a start-time variable wins over both.
 */
export function resolvePageSettings(builtHtml: string, env: NodeJS.ProcessEnv, defaultsFile: URL): Settings {
  const built = readSettingsMeta(builtHtml);
  const defaults = JSON.parse(readFileSync(defaultsFile, 'utf8')) as Settings;
  // Keys added to journey/settings.json after the build still get their default.
  const base = { ...defaults, ...(built ?? {}) } as Settings;
  return resolveSettings(base, withApiBase(env));
}

/**
 * Where a page rendered once takes each reply's style nonce: its `csp-nonce` meta tag, and the style
 * elements of a kept server render (server/web/publicPages.ts).
 */
export const STYLE_NONCE_SLOT = '%CSP_STYLE_NONCE%';

/**
 * A page with the reply's style nonce (server/http/security.ts) in every slot: the `csp-nonce` meta
 * tag, where the app reads it for its style elements (src/theme/emotionCache.ts), and a kept render's
 * style elements; without one, they name none. The nonce is base64, so it needs no escaping.
 */
export function withStyleNonce(page: string, nonce: string | undefined): string {
  return page.replaceAll(STYLE_NONCE_SLOT, () => nonce ?? '');
}

/** The id of the empty element just after the app's root element: the page's first paint waits for it. */
const ROOT_END_ID = 'root-end';

/**
 * The app's index page for one route: its settings (re-resolved for the start environment) in the
 * settings meta tag, the page's title, the page's markup inside the app's root element (the server's
 * render of the page, or nothing for the app to render); and a `csp-nonce` meta tag whose nonce each
 * reply fills in ({@link withStyleNonce}).
 *
 * The first paint waits until the whole root element is parsed (`<link rel="expect" blocking="render">`
 * naming an empty element after it). Without that, a browser whose parser yields mid-page (a busy
 * phone) paints the part parsed so far: the header's phone box held only its icon, then grew to the
 * phone and opening hours, moving the brand and itself, a layout shift of up to 0.03 measured at 6x
 * CPU (test/e2e/perf-shell.e2e.ts). Parsing the rest costs a few milliseconds of first paint.
 *
 * The head also runs the early-press script (contract/earlyPress.ts) before anything is painted, so a
 * button the server's markup shows is never dead: a press before the app is live is kept for it.
 */
export function renderIndexPage(
  builtHtml: string,
  settings: Settings,
  page: { markup: string; title: string } | null,
): string {
  const html = injectSettingsMeta(builtHtml, settings).replace(
    '</head>',
    () => `  <meta property="csp-nonce" nonce="${STYLE_NONCE_SLOT}" />\n  </head>`,
  );
  if (!page) return html;
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error(`Cannot inject the page: the page has no ${root}`);
  const wholeRoot = `<link rel="expect" href="#${ROOT_END_ID}" blocking="render" />`;
  const earlyPress = `<script>${EARLY_PRESS_SCRIPT}</script>`;
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlAttribute(page.title)}</title>`)
    .replace('</head>', () => `  ${wholeRoot}\n    ${earlyPress}\n  </head>`)
    .replace(root, () => `<div id="root">${page.markup}</div><template id="${ROOT_END_ID}"></template>`);
}

/**
 * The server's own `API_BASE` also moves the app's calls, unless `SETTING_API_BASE` says otherwise,
 * so one variable re-bases both halves.
 */
function withApiBase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const name = settingEnvName('apiBase');
  if (env[name] !== undefined || !env.API_BASE) return env;
  return { ...env, [name]: env.API_BASE.replace(/\/+$/, '') };
}
