/**
 * User-facing strings of the React binding. Every string comes from the journey's message catalogue
 * (`journey/messages/en-GB.json`, handed over by the core); the defaults below only fill keys the catalogue
 * does not have yet, so a widget never shows a raw key. Add these keys to the catalogue to change them.
 */
import { createContext, useContext } from 'react';

/** Catalogue keys used by the built-in widgets, with the English text used when the catalogue lacks them. */
export const bindingMessageDefaults: Readonly<Record<string, string>> = {
  'widget.date.day': 'Day',
  'widget.date.month': 'Month',
  'widget.date.year': 'Year',
  'widget.date.hint': 'For example, 27 3 2007',
  'widget.sortCode.part1': 'First two digits of the sort code',
  'widget.sortCode.part2': 'Middle two digits of the sort code',
  'widget.sortCode.part3': 'Last two digits of the sort code',
  'widget.select.placeholder': 'Please select',
  'widget.yesNo.yes': 'Yes',
  'widget.yesNo.no': 'No',
};

/** Fills `{name}` placeholders; unknown placeholders stay visible so a missing param is noticed. */
export function formatTemplate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Looks a message up by key and fills its placeholders. */
export type MessageFormatter = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** Builds a formatter over a catalogue, falling back to {@link bindingMessageDefaults}, then to the key. */
export function createMessageFormatter(catalogue: Readonly<Record<string, string>> = {}): MessageFormatter {
  return (key, params) => formatTemplate(catalogue[key] ?? bindingMessageDefaults[key] ?? key, params);
}

/** The formatter of the nearest `JourneyProvider` (defaults only, outside a provider). */
export const MessagesContext = createContext<MessageFormatter>(createMessageFormatter());

/** Returns the message formatter for components and widgets. */
export function useMessages(): MessageFormatter {
  return useContext(MessagesContext);
}
