/**
 * The page shell: the top of the page as the app's layout draws it (header with brand and phone, the
 * progress steps) and an empty main area, written into the HTML the server sends for a page it does
 * not render with the app's own components (sign-up, a page without its data, a build without the
 * server's renderer: server/web/static.ts), so a phone paints the page's frame before any script has
 * loaded. The app's first render draws the same frame around its boot fallback
 * (src/router/bootFallback.tsx), so nothing moves. Its look is a small stylesheet
 * (server/web/shellCss.ts) linked from the page: no inline style or script, as the CSP wants.
 */
import { formatMessage } from '../../engine/core/messages.js';
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

/** The first page: where the brand links, and the page of a path no route matches. */
export const FIRST_PAGE = 'currentTariff';
/** Catalogue keys of the progress steps' names, in order. */
const STEP_KEYS = ['progress.step1', 'progress.step2', 'progress.step3', 'progress.step4'];

// Material icons' Phone and Check paths, as the React header and progress steps draw them.
const PHONE_PATH =
  'M6.62 10.79c1.44 2.83 3.76 5.14 6.59 6.59l2.2-2.2c.27-.27.67-.36 1.02-.24 1.12.37 2.33.57 3.57.57.55 0 1 .45 1 1V20c0 .55-.45 1-1 1-9.39 0-17-7.61-17-17 0-.55.45-1 1-1h3.5c.55 0 1 .45 1 1 0 1.25.2 2.45.57 3.57.11.35.03.74-.25 1.02z';
const CHECK_PATH = 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z';
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
  return `<div class="shell">${header}${steps}<main class="shell-main" id="main"></main></div>`;
}
