import { create } from './create';

/** The full-page loader's state. */
export interface LoaderState {
  /** How many callers currently want the loader. */
  pending: number;
  /** Whether the overlay shows: only once the delay passed with something still pending. */
  visible: boolean;
}

/** Timer functions, injectable so the delay is testable without waiting. */
export interface LoaderTimers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * Creates a loader controller. The overlay appears only after `delayMs()` if not stopped first, so
 * quick work never flashes it. Calls are counted: the overlay hides when every start is stopped.
 */
export function createLoader(
  delayMs: () => number,
  timers: LoaderTimers = globalThis as unknown as LoaderTimers,
) {
  const store = create<LoaderState>()(() => ({ pending: 0, visible: false }));
  let timer: unknown;
  return {
    store,
    /** Asks for the loader; it shows after the delay unless stopped first. */
    startLoader(): void {
      const pending = store.getState().pending + 1;
      store.setState({ pending });
      if (pending === 1) timer = timers.setTimeout(() => store.setState({ visible: true }), delayMs());
    },
    /** Releases one start; the overlay hides when none is left. */
    stopLoader(): void {
      const pending = Math.max(0, store.getState().pending - 1);
      store.setState({ pending });
      if (pending === 0) {
        timers.clearTimeout(timer);
        store.setState({ visible: false });
      }
    },
  };
}
