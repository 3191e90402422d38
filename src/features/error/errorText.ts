import { t, tOptional } from '../../i18n/t';
import type { StoredError } from '../../stores/session';

/**
 * The message of the error page: the server's message stored with this status wins, else the
 * catalogue text of the status, else the default text.
 */
export function errorText(status: string, stored: StoredError | null): string {
  if (stored?.message && String(stored.status) === status) return stored.message;
  return tOptional(`error.${status}`) ?? t('error.default');
}

/** Try Again (back one page) helps except when the thing is missing (404) or the server is down (500). */
export function showsTryAgain(status: string): boolean {
  return status !== '404' && status !== '500';
}
