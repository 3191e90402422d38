/**
 * The page shell: the top of the page as the app draws it (header with brand and phone, the progress
 * steps; on the first page its heading, value statement and statements box; on the existing-switch
 * carbon form its heading and intro), written into the HTML the server sends for the pages it does not
 * render with the app's own components (server/web/static.ts), so a phone paints it before any script
 * has loaded. React replaces it with the same markup on its first render (src/router/bootFallback.tsx),
 * so nothing moves. Its look is a small stylesheet (server/web/shellCss.ts) linked from the page: no
 * inline style or script, as the CSP wants.
 */
import { formatMessage } from '../../engine/core/messages.js';
import { EXISTING_SWITCH_INTRO_KEY, EXISTING_SWITCH_PAGE } from '../../contract/pageText.js';
import type { Settings } from '../../contract/settings.js';
import type { PageRequirement } from './pageGuard.js';

/** A route of the app as the build describes it (scripts/vite/shellRoutes.ts, from src/routes/routeTable.ts). */
export interface ShellRoute {
  name: string;
  /** React Router path pattern, e.g. `/tariff-details/:tariffId`, `/switch/home-energy/:a?/:b?`. */
  path: string;
  /** Catalogue key of the page title. */
  titleKey: string;
  /** Step of the progress indicator, when the page has one. */
  step?: number;
  /** What the page needs, in the order the app's guard checks it (server/web/pageGuard.ts). */
  requires?: PageRequirement[];
}

/** The route whose page shows its heading and value statement in the shell: the first page. */
export const FIRST_PAGE = 'currentTariff';
/** Catalogue key of the first page's value statement. */
const VALUE_STATEMENT_KEY = 'quote.valueStatement';
/** Catalogue keys of the progress steps' names, in order. */
const STEP_KEYS = ['progress.step1', 'progress.step2', 'progress.step3', 'progress.step4'];

// Material icons' Phone and Check paths, as the React header and progress steps draw them.
const PHONE_PATH =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z';
const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
// Material icons' outlined Info, ReceiptLong, Phone and Verified paths, as src/layout/TrustStatements.tsx draws them.
const INFO_PATHS = [
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
];
const RECEIPT_PATHS = [
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z',
  'M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z',
];
const PHONE_OUTLINED_PATHS = [
  'M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1',
];
const VERIFIED_PATHS = [
  'M23 11.99 20.56 9.2l.34-3.69-3.61-.82L15.4 1.5 12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 11.99l2.44 2.79-.34 3.7 3.61.82 1.89 3.2 3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-3.95 1.48-.56.65.08.85.18 1.95-1.9.43-.84.19-.44.74-.99 1.68-1.78-.77-.8-.34-.79.34-1.78.77-.99-1.67-.44-.74-.84-.19-1.9-.43.18-1.96.08-.85-.56-.65L3.67 12l1.29-1.48.56-.65-.09-.86-.18-1.94 1.9-.43.84-.19.44-.74.99-1.68 1.78.77.8.34.79-.34 1.78-.77.99 1.68.44.74.84.19 1.9.43-.18 1.95-.08.85.56.65 1.29 1.47z',
  'm10.09 13.75-2.32-2.33-1.48 1.49 3.8 3.81 7.34-7.36-1.48-1.49z',
];

/**
 * Escapes text for HTML content and double-quoted attributes.
 * @internal Exported for its unit test.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * A React Router path pattern as a regular expression over a pathname: `:name` is one segment,
 * `:name?` an optional one, a trailing `*` anything; a trailing slash is allowed.
 */
export function patternToRegExp(pattern: string): RegExp {
  const segments = pattern.split('/').filter(Boolean);
  let source = '';
  for (const segment of segments) {
    if (segment === '*') source += '(?:/.*)?';
    else if (segment.startsWith(':')) source += segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    else source += `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
  }
  return new RegExp(`^${source || ''}/?$`, 'i');
}

/**
 * The route a pathname opens. A path no route matches is sent to the first page by the app's
 * catch-all redirect, so the shell is the first page's.
 */
export function routeForPath(routes: readonly ShellRoute[], pathname: string): ShellRoute | undefined {
  const matchers = routes.map((r) => ({ route: r, re: patternToRegExp(r.path) }));
  return matchers.find((m) => m.re.test(pathname))?.route ?? routes.find((r) => r.name === FIRST_PAGE);
}

/** What the shell is rendered from. */
export interface ShellInput {
  settings: Settings;
  /** The message catalogue (journey/messages/en-GB.json). */
  messages: Readonly<Record<string, string>>;
  /** The route of the page, or undefined for a shell with the header only. */
  route: ShellRoute | undefined;
  /** Path of the first page (the brand links there). */
  homePath: string;
}

function icon(path: string | readonly string[], cls: string): string {
  const paths = (typeof path === 'string' ? [path] : path).map((d) => `<path d="${d}"></path>`).join('');
  return `<svg class="${cls}" aria-hidden="true" focusable="false" viewBox="0 0 24 24">${paths}</svg>`;
}

/**
 * The first page's statements box (src/layout/TrustStatements.tsx) in the page's grid, as the
 * quote page places it: above the form on a phone, beside it on a desktop. It is the largest thing
 * the first page paints, so drawing it here keeps the largest paint the shell's.
 */
function trustStatements(s: Settings, m: (key: string, params?: Record<string, unknown>) => string): string {
  const statement = (paths: readonly string[], body: string) =>
    `<div class="shell-statement"><div class="shell-statement-icon" aria-hidden="true">${icon(paths, 'shell-icon')}</div><p class="shell-statement-text">${body}</p></div>`;
  const items = [
    s.confidenceCodeAccredited ? statement(VERIFIED_PATHS, escapeHtml(m('trust.confidenceCode'))) : '',
    statement(
      INFO_PATHS,
      // Text split where React's render splits it (`<!-- -->`, as React's own server markup does), so
      // the app's first render lands on the same text boxes (test/e2e/perf-shell.e2e.ts).
      `<strong>${escapeHtml(m('trust.fundingTitle'))}<!-- -->:</strong> <!-- -->${escapeHtml(s.serviceFundingStatement)}`,
    ),
    statement(RECEIPT_PATHS, escapeHtml(m('trust.billTip'))),
    statement(
      PHONE_OUTLINED_PATHS,
      `<a class="shell-trust-phone" href="${escapeHtml(`tel:${s.callCentrePhone.replace(/[^\d+]/g, '')}`)}">${escapeHtml(m('trust.help', { phone: s.callCentrePhone }))}</a><span class="shell-block">${escapeHtml(m('header.openHours', { openHours: s.openHours }))}</span>`,
    ),
  ].join('');
  return `<div class="shell-grid"><div class="shell-grid-aside"><aside class="shell-trust" aria-label="${escapeHtml(m('trust.label'))}">${items}</aside></div></div>`;
}

function progress(step: number, m: (key: string, params?: Record<string, unknown>) => string): string {
  const items = STEP_KEYS.map((key, i) => {
    const n = i + 1;
    const state = n < step ? 'done' : n === step ? 'current' : 'todo';
    const mark = state === 'done' ? icon(CHECK_PATH, 'shell-icon') : String(n);
    const done =
      state === 'done' ? `<span class="shell-hidden"> (${escapeHtml(m('progress.done'))})</span>` : '';
    const current = state === 'current' ? ' aria-current="step"' : '';
    return `<li class="shell-step shell-step-${state}"${current} data-state="${state}"><span class="shell-step-mark" aria-hidden="true">${mark}</span><span class="shell-step-name">${escapeHtml(m(key))}${done}</span></li>`;
  }).join('');
  const name = m(STEP_KEYS[step - 1]);
  const of = m('progress.stepOf', { step, total: STEP_KEYS.length, name });
  return `<nav class="shell-progress" aria-label="${escapeHtml(m('progress.label'))}"><ol>${items}</ol><p class="shell-step-of" aria-hidden="true">${escapeHtml(of)}</p></nav>`;
}

/** The document title the app gives a route's page (src/layout/useShellEffects.ts): page title and brand. */
export function pageTitle(
  settings: Settings,
  messages: Readonly<Record<string, string>>,
  route: ShellRoute | undefined,
): string {
  return route ? `${formatMessage(messages, route.titleKey)} | ${settings.brandName}` : settings.brandName;
}

/**
 * The reading matter of the page, as src/router/bootFallback.tsx renders it (contract/pageText.ts
 * gives both the text): empty for a page whose content only the app can draw.
 */
function pageTop(
  s: Settings,
  messages: Readonly<Record<string, string>>,
  route: ShellRoute | undefined,
): string {
  const m = (key: string, params?: Record<string, unknown>) => formatMessage(messages, key, params);
  if (!route) return '';
  const h1 = `<h1 class="shell-h1">${escapeHtml(m(route.titleKey))}</h1>`;
  if (route.name === FIRST_PAGE)
    return `${h1}<p class="shell-lead">${escapeHtml(m(VALUE_STATEMENT_KEY))}</p>${trustStatements(s, m)}`;
  if (route.name === EXISTING_SWITCH_PAGE)
    return `${h1}<p class="shell-intro">${escapeHtml(m(EXISTING_SWITCH_INTRO_KEY))}</p>`;
  return '';
}

/** The shell's markup, to go inside the app's root element. */
export function renderShell({ settings: s, messages, route, homePath }: ShellInput): string {
  const m = (key: string, params?: Record<string, unknown>) => formatMessage(messages, key, params);
  const tel = `tel:${s.callCentrePhone.replace(/[^\d+]/g, '')}`;
  const header =
    `<a class="shell-skip" href="#main">${escapeHtml(m('header.skipToContent'))}</a>` +
    `<header class="shell-header"><div class="shell-header-row">` +
    `<a class="shell-brand" href="${escapeHtml(homePath)}"><img src="${escapeHtml(s.logoUrl)}" alt="" width="40" height="40"><span>${escapeHtml(s.brandName)}</span></a>` +
    `<div class="shell-contact"><a class="shell-phone" href="${escapeHtml(tel)}">${icon(PHONE_PATH, 'shell-icon')}${escapeHtml(m('header.call', { phone: s.callCentrePhone }))}</a>` +
    `<p class="shell-hours">${escapeHtml(m('header.openHours', { openHours: s.openHours }))}</p></div>` +
    `</div></header>`;
  const steps = route?.step ? progress(route.step, m) : '';
  const top = pageTop(s, messages, route);
  return `<div class="shell">${header}${steps}<main class="shell-main" id="main">${top}</main></div>`;
}
