import { useCallback, useEffect, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { isHandledByErrorPage, serverMessage } from '../../api/client';
import { t, type MessageKey } from '../../i18n/t';
import { startLoader, stopLoader } from '../../stores/appLoader';

/** Where a call stands: not asked (no key), under way, answered, or failed with a message to show. */
export type CallState<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string };

/** Options of {@link useApiCall}. */
export interface ApiCallOptions<T> {
  /** Shows the full-page loader (after its delay) while the call is under way. */
  fullPageLoader?: boolean;
  /** Catalogue key of the message when the server gives none (network down, timeout). */
  failedKey: MessageKey;
  /** An answer already at hand for this key (e.g. stored results): no call is made. */
  initial?: () => T | undefined;
}

/** The message to show for a failed call: the server's own (fit to show), else the catalogue's. */
export function failureMessage(error: unknown, failedKey: MessageKey): string {
  return (isAxiosError(error) ? serverMessage(error.response?.data) : undefined) ?? t(failedKey);
}

/** Whether `value` is the answer `data` (the very same object). */
function isReadyWith<T>(value: CallState<T>, data: T): boolean {
  return value.status === 'ready' && value.data === data;
}

/**
 * Runs `call` whenever `key` changes (null: nothing to ask) and on `retry`, and says where it
 * stands. A 401 or 500 is left to the API client, which has already gone to the error page; any
 * other failure becomes a message for the page to show with Try again. An answer for an old key
 * that arrives late is dropped.
 */
export function useApiCall<T>(
  key: string | null,
  call: () => Promise<T>,
  options: ApiCallOptions<T>,
): CallState<T> & { retry(): void } {
  const latest = useRef({ call, options });
  latest.current = { call, options };
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string | null; attempt: number; value: CallState<T> }>(() => {
    const ready = key !== null ? options.initial?.() : undefined;
    return {
      key,
      attempt: 0,
      value: ready !== undefined ? { status: 'ready', data: ready } : { status: key ? 'loading' : 'idle' },
    };
  });

  useEffect(() => {
    if (key === null) return;
    const { call: run, options: opts } = latest.current;
    if (attempt === 0) {
      const ready = opts.initial?.();
      if (ready !== undefined) {
        // Already showing this answer (the first render took it): keep the state as it is. A new
        // object here would render the whole page again, unsliced, straight after it was adopted
        // from the server's markup (a 100-600 ms task on a phone's CPU for the results).
        setState((prev) =>
          prev.key === key && prev.attempt === attempt && isReadyWith(prev.value, ready)
            ? prev
            : { key, attempt, value: { status: 'ready', data: ready } },
        );
        return;
      }
    }
    let current = true;
    setState({ key, attempt, value: { status: 'loading' } });
    if (opts.fullPageLoader) startLoader();
    run()
      .then((data) => {
        if (current) setState({ key, attempt, value: { status: 'ready', data } });
      })
      .catch((error: unknown) => {
        if (!current || isHandledByErrorPage(error)) return;
        setState({
          key,
          attempt,
          value: { status: 'failed', message: failureMessage(error, opts.failedKey) },
        });
      })
      .finally(() => {
        if (opts.fullPageLoader) stopLoader();
      });
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect has run for a new key, that key is loading (never the old key's answer).
  const value: CallState<T> =
    key === null ? { status: 'idle' } : state.key === key ? state.value : { status: 'loading' };
  return { ...value, retry };
}
