import type { TrackRecord } from '../../contract/api/track-records';

/** What a batcher needs: a way to send, and a clock (injected so tests control it). */
export interface BatcherDeps {
  /** Sends one batch; `leaving` is true when the page is being left (the call must outlive it). */
  send(records: TrackRecord[], leaving: boolean): Promise<unknown>;
  /** How long to gather records before sending, in ms. */
  delayMs: number;
  /** Most records in one call (the API takes up to 50). */
  maxBatch: number;
  setTimer(fn: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

/** A tracking batcher: `add` queues, `flush` sends what is queued. */
export interface Batcher {
  add(record: TrackRecord): void;
  flush(leaving?: boolean): void;
  /** Records waiting to be sent. */
  pending(): number;
}

/**
 * Gathers tracking records and sends them together: after `delayMs` from the first record of a
 * batch, as soon as `maxBatch` are queued, or when the page is left. Sending never throws and is
 * never awaited by the page: a failed call drops its batch (tracking must not block, slow or break
 * a householder's journey, nor grow without bound while the API is down).
 */
export function createBatcher(deps: BatcherDeps): Batcher {
  let queue: TrackRecord[] = [];
  let timer: unknown = null;

  function flush(leaving = false): void {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    while (queue.length > 0) {
      const batch = queue.slice(0, deps.maxBatch);
      queue = queue.slice(deps.maxBatch);
      try {
        deps.send(batch, leaving).catch(() => undefined);
      } catch {
        // A send that throws at once (no network API) is dropped like a failed call.
      }
    }
  }

  return {
    add(record) {
      queue.push(record);
      if (queue.length >= deps.maxBatch) flush();
      else timer ??= deps.setTimer(() => flush(), deps.delayMs);
    },
    flush,
    pending: () => queue.length,
  };
}
