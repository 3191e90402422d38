/**
 * The app's texts: keys of the one message catalogue (journey/messages/en-GB.json), formatted by the
 * engine's one formatter with its one policy for a missing key (see engine/core/messages.ts). The
 * catalogue comes in two parts (src/i18n/catalogueParts.ts): the first with the app, the later one
 * loaded before any page but the first (src/router/router.tsx), so the first page does not download
 * the texts of the pages after it.
 */
import type catalogue from '../../journey/messages/en-GB.json';
import firstPart from '../../journey/messages/en-GB.json?first';
// From its own module, not the engine's index: the build's "app" chunk takes in everything the modules
// it gathers import (vite.config.ts), and through the index that was the whole engine core, the
// journey composer (which only the staff preview runs) included.
import { formatMessage, hasMessage } from '../../engine/core/messages.js';

/** A key of the en-GB message catalogue (journey/messages/en-GB.json). */
export type MessageKey = keyof typeof catalogue;

/** The catalogue as loaded so far: the first part, then the later one added to it in place. */
const messages: Record<string, string> = { ...firstPart };

/**
 * The catalogue itself, for the journeys (their cards' texts) and the text functions the server
 * shares (contract/pageText.ts). One object: the later part, once loaded, is in it.
 */
export const messageCatalogue: Readonly<Record<string, string>> = messages;

let laterPart: Promise<void> | undefined;

/**
 * Loads the later part of the catalogue into it, once; a failed load is not kept, so the next page
 * tries again (the router shows its error page meanwhile).
 */
export function loadLaterMessages(): Promise<void> {
  laterPart ??= import('../../journey/messages/en-GB.json?later').then(
    (part) => void Object.assign(messages, part.default),
    (error: unknown) => {
      laterPart = undefined;
      throw error;
    },
  );
  return laterPart;
}

/** The user-facing text for `key` from the one message catalogue, with placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messages, key, params);
}

/** Like {@link t} for keys built at run time (e.g. `error.${status}`); `undefined` when absent. */
export function tOptional(key: string, params?: Record<string, string | number>): string | undefined {
  return hasMessage(messages, key) ? formatMessage(messages, key, params) : undefined;
}
