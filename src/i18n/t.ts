import catalogue from '../../journey/messages/en-GB.json';

/** A key of the en-GB message catalogue (journey/messages/en-GB.json). */
export type MessageKey = keyof typeof catalogue;

const messages: Record<string, string> = catalogue;

/**
 * Fills `{name}` placeholders of a template. Unknown placeholders stay as written, so a missing
 * value is visible in review rather than silently blank.
 */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The user-facing text for `key` from the one message catalogue, with placeholders filled. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  return formatMessage(messages[key] ?? key, params);
}

/** Like {@link t} for keys built at run time (e.g. `error.${status}`); `undefined` when absent. */
export function tOptional(key: string, params?: Record<string, string | number>): string | undefined {
  const template = messages[key];
  return template === undefined ? undefined : formatMessage(template, params);
}
