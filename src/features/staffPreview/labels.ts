/** Texts of the staff preview, from the one message catalogue (`staffPreview.*` keys). */
import { t, type MessageKey } from '../../i18n/t';

/** The text for a staff preview key. */
export function label(key: MessageKey, params?: Record<string, string | number>): string {
  return t(key, params);
}
