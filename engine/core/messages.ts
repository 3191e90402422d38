/**
 * The one message formatter. Every user-facing string is a key in `journey/messages/en-GB.json`, with
 * `{name}` placeholders ('{label} is required'); engine/core, engine/react and the app (src/i18n/t.ts)
 * all format through `formatMessage`, under one policy for a key the catalogue lacks: it throws (in tests
 * and in development: a journey or code fault, found at once), or, once the app has set the `fallback`
 * policy for a production build, shows the key in brackets, visibly wrong but never a blank or a crash.
 */
import type { MessageCatalogue } from './view-types.js';

/**
 * A message key that is not in the catalogue: a journey or code fault, never shown as a raw key.
 * @internal Exported for its unit test.
 */
export class MissingMessageError extends Error {
  override readonly name = 'MissingMessageError';
  constructor(readonly key: string) {
    super(`message key "${key}" is not in the catalogue`);
  }
}

/** What a missing key does: `throw` (tests, development: the default) or `fallback` (production). */
export type MissingMessagePolicy = 'throw' | 'fallback';

let missingPolicy: MissingMessagePolicy = 'throw';

/** Set the policy for a missing key (the app sets `fallback` in its production build only). */
export function setMissingMessagePolicy(policy: MissingMessagePolicy): void {
  missingPolicy = policy;
}

/** Whether the catalogue has a key. */
export function hasMessage(catalogue: MessageCatalogue, key: string): boolean {
  return typeof catalogue[key] === 'string' && Object.prototype.hasOwnProperty.call(catalogue, key);
}

/**
 * Format catalogue message `key`, filling `{name}` placeholders from `params`. A placeholder with no
 * param is left as written (so a missing param is visible in tests); a missing key follows the policy.
 */
export function formatMessage(
  catalogue: MessageCatalogue,
  key: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  if (!hasMessage(catalogue, key)) {
    if (missingPolicy === 'throw') throw new MissingMessageError(key);
    return `[${key}]`;
  }
  return catalogue[key].replace(/\{([A-Za-z0-9_.]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) && params[name] !== undefined && params[name] !== null
      ? String(params[name])
      : whole,
  );
}
