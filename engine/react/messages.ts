/**
 * User-facing strings of the React binding: catalogue keys, formatted by engine/core's one formatter
 * (`formatMessage`, with its one policy for a missing key) over the journey's message catalogue.
 */
import { createContext, useContext } from 'react';
import { formatMessage, type MessageCatalogue } from '../core/index.js';

/**
 * Catalogue keys the built-in widgets use (a test checks the catalogue has them all).
 * @internal For the tests only: one checks that the catalogue has every key.
 */
export const bindingMessageKeys: readonly string[] = [
  'widget.date.day',
  'widget.date.month',
  'widget.date.year',
  'widget.date.hint',
  'widget.sortCode.part1',
  'widget.sortCode.part2',
  'widget.sortCode.part3',
  'widget.select.placeholder',
  'widget.yesNo.yes',
  'widget.yesNo.no',
];

/** Looks a message up by key and fills its placeholders. */
export type MessageFormatter = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** A formatter over a catalogue. */
export function createMessageFormatter(catalogue: MessageCatalogue = {}): MessageFormatter {
  return (key, params) => formatMessage(catalogue, key, params);
}

/** The formatter of the nearest `JourneyProvider` (an empty catalogue outside one). */
export const MessagesContext = createContext<MessageFormatter>(createMessageFormatter());

/** Returns the message formatter for components and widgets. */
export function useMessages(): MessageFormatter {
  return useContext(MessagesContext);
}
