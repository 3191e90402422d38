/**
 * The message catalogue: every user-facing string is a key in `journey/messages/en-GB.json`, with
 * `{name}` placeholders ('{label} is required').
 */
import type { MessageCatalogue } from './view-types.js';

/** A message key that is not in the catalogue: a journey or code fault, never shown as a raw key. */
export class MissingMessageError extends Error {
  override readonly name = 'MissingMessageError';
  constructor(readonly key: string) {
    super(`message key "${key}" is not in the catalogue`);
  }
}

/**
 * Format catalogue message `key`, filling `{name}` placeholders from `params`. A placeholder with no
 * param is left as written (so a missing param is visible in tests); a missing key throws.
 */
export function formatMessage(
  catalogue: MessageCatalogue,
  key: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  const template = Object.prototype.hasOwnProperty.call(catalogue, key) ? catalogue[key] : undefined;
  if (typeof template !== 'string') throw new MissingMessageError(key);
  return template.replace(/\{([A-Za-z0-9_.]+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) && params[name] !== undefined && params[name] !== null
      ? String(params[name])
      : whole,
  );
}

/** Whether the catalogue has a key. */
export function hasMessage(catalogue: MessageCatalogue, key: string): boolean {
  return typeof catalogue[key] === 'string' && Object.prototype.hasOwnProperty.call(catalogue, key);
}
