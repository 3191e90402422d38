/**
 * The app's texts: keys of the one message catalogue (journey/messages/en-GB.json), formatted by the
 * engine's one formatter with its one policy for a missing key (see engine/core/messages.ts).
 */
import catalogue from '../../journey/messages/en-GB.json';
// From its own module, not the engine's index: the build's "app" chunk takes in everything the modules
// it gathers import (vite.config.ts), and through the index that was the whole engine core, the
// journey composer (which only the staff preview runs) included.
import { formatMessage, hasMessage } from '../../engine/core/messages.js';

/** A key of the en-GB message catalogue (journey/messages/en-GB.json). */
export type MessageKey = keyof typeof catalogue;

const messages: Record<string, string> = catalogue;

/** The catalogue itself, for the text functions the server shares (contract/pageText.ts). */
export const messageCatalogue: Readonly<Record<string, string>> = messages;

/** The user-facing text for `key` from the one message catalogue, with placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messages, key, params);
}

/** Like {@link t} for keys built at run time (e.g. `error.${status}`); `undefined` when absent. */
export function tOptional(key: string, params?: Record<string, string | number>): string | undefined {
  return hasMessage(messages, key) ? formatMessage(messages, key, params) : undefined;
}
