/**
 * White-label settings shared by the build (vite.config.ts), the server (server/web) and the app
 * (src/settings). Pure: no Node or browser APIs, the environment is handed in as a plain object,
 * so the same resolution runs at build time, at start time and in unit tests.
 *
 * Precedence, lowest first: `journey/settings.json` defaults, `SETTING_*` variables at build,
 * `SETTING_*` variables at start. Settings are public (they are written into the HTML page), so
 * they must never hold secrets.
 */

/** Every white-label setting of spec sections 1 and 9. Defaults live in `journey/settings.json`. */
export interface Settings {
  /** Name of the comparison service shown in the header and page titles. */
  brandName: string;
  /** Name of the supplier this white-label instance switches customers to. */
  supplierName: string;
  /** Whether the app runs white-labelled for a supplier. */
  whiteLabel: boolean;
  /** Whether the carbon-offset purchase is offered after a switch. */
  carbonOffset: boolean;
  /** Website of the carbon-offset partner, shown when projects cannot be fetched. */
  carbonOffsetPartnerUrl: string;
  /** Phone number of the national gas meter (MPRN) helpline. */
  mprnHelpline: string;
  /** URL of the supplier's own privacy policy, shown in the sign-up terms. */
  supplierPrivacyPolicy: string;
  /** Switch owner reference: the default referral reference and the affiliate tracking reference. */
  switchOwnerReference: string;
  /** Default referrer branch code when none is stored in session storage. */
  referrerBranchCode: string;
  /** Call-centre phone number shown in the header and contact links. */
  callCentrePhone: string;
  /** Helpline number for questions during sign-up. */
  helplinePhone: string;
  /** Call-centre opening hours, as words. */
  openHours: string;
  /** URL of the service's privacy policy (footer). */
  privacyUrl: string;
  /** URL of the service's terms and conditions (footer). */
  termsUrl: string;
  /** URL of the service's accessibility statement (footer). */
  accessibilityUrl: string;
  /** Supplier customer-services contact name (footer). */
  supplierContactName: string;
  /** Supplier customer-services email (footer). */
  supplierContactEmail: string;
  /** Supplier customer-services phone (footer). */
  supplierContactPhone: string;
  /** Base of every API call except the token call, e.g. `/api` or an absolute URL. */
  apiBase: string;
  /** Base of the token call (`POST {authBase}auth/token`), the site root by default. */
  authBase: string;
  /** Default answer to "happy to be switched automatically" in sign-up. */
  isHappyToBeAutoSwitched: boolean;
  /** true: look addresses up through the GB address data path; false: the RECCO path. */
  useGbAddressData: boolean;
  /** Delay before the full-page loader appears, in milliseconds. */
  loaderDelayMs: number;
  /** How often the bearer token is refreshed while the app is open, in milliseconds. */
  tokenRefreshMs: number;
  /** Affiliate tracking pixel URL; empty disables the pixel. Must be allowed by the CSP img-src. */
  affiliatePixelUrl: string;
  /** Theme primary colour (hex); must reach 4.5:1 contrast with white text (WCAG AA). */
  primaryColour: string;
  /** Theme secondary colour (hex); must reach 4.5:1 contrast with white text (WCAG AA). */
  secondaryColour: string;
  /** URL of the brand logo (an SVG in public/ by default). */
  logoUrl: string;
  /** How the service is paid, in one or two plain sentences (Ofgem Confidence Code: say how you are paid). */
  serviceFundingStatement: string;
  /** Whether the service is accredited under the Ofgem Confidence Code (shows the accreditation statement). */
  confidenceCodeAccredited: boolean;
  /** Whether the hidden staff preview (/staff/preview) is served; on in `npm run dev`, off by default. */
  staffPreview: boolean;
}

/** A setting's value type. */
type SettingValue = string | number | boolean;

/**
 * Raised when a `SETTING_*` variable cannot be parsed into its setting's type.
 * @internal Exported for its unit test.
 */
export class SettingsError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid settings: ${problems.join('; ')}`);
    this.name = 'SettingsError';
  }
}

/** Name of the `<meta>` tag that carries the resolved settings into the page. */
export const SETTINGS_META_NAME = 'app-settings';

/** Prefix of every settings environment variable. */
const SETTING_ENV_PREFIX = 'SETTING_';

/** The environment variable for a setting: `callCentrePhone` -> `SETTING_CALL_CENTRE_PHONE`. */
export function settingEnvName(key: string): string {
  return SETTING_ENV_PREFIX + key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off']);

/**
 * Parses one raw environment value into the type of the setting's default.
 * @returns the parsed value, or an error message naming the variable.
 */
function parseSettingValue(
  key: string,
  raw: string,
  defaultValue: SettingValue,
): { value: SettingValue } | { error: string } {
  const name = settingEnvName(key);
  if (typeof defaultValue === 'boolean') {
    const word = raw.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return { value: true };
    if (FALSE_WORDS.has(word)) return { value: false };
    return { error: `${name} must be true or false, got "${raw}"` };
  }
  if (typeof defaultValue === 'number') {
    const n = raw.trim() === '' ? NaN : Number(raw);
    if (!Number.isFinite(n)) return { error: `${name} must be a number, got "${raw}"` };
    return { value: n };
  }
  return { value: raw };
}

/**
 * Applies `SETTING_*` variables from `env` over `defaults`. Unknown variables are ignored; a value of
 * the wrong type throws a {@link SettingsError} listing every bad variable, so a misconfigured build
 * or start fails loudly instead of shipping a broken page.
 */
export function resolveSettings<T extends object = Settings>(
  defaults: T,
  env: Readonly<Record<string, string | undefined>>,
): T {
  const result: Record<string, SettingValue> = { ...(defaults as Record<string, SettingValue>) };
  const problems: string[] = [];
  for (const [key, defaultValue] of Object.entries(defaults as Record<string, SettingValue>)) {
    const raw = env[settingEnvName(key)];
    if (raw === undefined) continue;
    const parsed = parseSettingValue(key, raw, defaultValue);
    if ('error' in parsed) problems.push(parsed.error);
    else result[key] = parsed.value;
  }
  if (problems.length > 0) throw new SettingsError(problems);
  return result as T;
}

/** Escapes text for a double-quoted HTML attribute. */
export function escapeHtmlAttribute(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** Reverses {@link escapeHtmlAttribute} (and the numeric forms a browser would also accept). */
function unescapeHtmlAttribute(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * The settings `<meta>` tag. A meta tag, not an inline script, because the CSP forbids inline script.
 * @internal Exported for its unit test.
 */
export function renderSettingsMeta(settings: object): string {
  return `<meta name="${SETTINGS_META_NAME}" content="${escapeHtmlAttribute(JSON.stringify(settings))}" />`;
}

const META_PATTERN = new RegExp(`<meta\\s+name="${SETTINGS_META_NAME}"\\s+content="([^"]*)"\\s*/?>`);

/** Writes the settings meta tag into an HTML page, replacing an existing one or adding it before `</head>`. */
export function injectSettingsMeta(html: string, settings: object): string {
  const tag = renderSettingsMeta(settings);
  if (META_PATTERN.test(html)) return html.replace(META_PATTERN, () => tag);
  if (!html.includes('</head>')) throw new Error('Cannot inject settings: the page has no </head>');
  return html.replace('</head>', () => `    ${tag}\n  </head>`);
}

/** Reads the settings back out of a page's meta tag, or `undefined` when the page has none. */
export function readSettingsMeta(html: string): Record<string, unknown> | undefined {
  const match = META_PATTERN.exec(html);
  if (!match) return undefined;
  return JSON.parse(unescapeHtmlAttribute(match[1])) as Record<string, unknown>;
}
