/**
 * What a text field keeps of what was typed, by `ui:options.normalise`. People type their answers the
 * way they write them elsewhere: a name with a space after it, a phone number as "+44 7700 900123", an
 * account number in groups. The form keeps the form the rules check, while the box keeps showing what
 * was typed.
 */

/** "+44 (0)7700 900-123" -> "07700900123": separators dropped and the UK country code read as 0. */
function ukPhone(text: string): string {
  const compact = text.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (compact.startsWith('+44')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0044')) return `0${compact.slice(4)}`;
  return compact;
}

/**
 * `text` as the form should keep it under `kind` (any other kind, or none: unchanged). Only separators
 * are removed, never letters, so a wrong character still reaches validation and is named there.
 */
export function normaliseText(text: string, kind: unknown): string {
  if (kind === 'trim') return text.trim();
  if (kind === 'phone') return ukPhone(text);
  if (kind === 'digits') return text.replace(/[\s-]/g, '');
  return text;
}
