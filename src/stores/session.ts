import { create } from './create';
import { createJSONStorage, persist } from 'zustand/middleware';
import { immer } from 'zustand/middleware/immer';

/** An error the app is showing on the error page: its status and the server's message, if any. */
export interface StoredError {
  status: number;
  message?: string;
}

/** Session state: the bearer token, where the householder came from, and the current error. */
export interface SessionState {
  /**
   * Current bearer token, kept with the tab's state: a fresh one is fetched before every route by
   * presenting it, so a reload stays in the same server session (quotes are bound to it).
   */
  token: string | null;
  /** Path (with query) of the route shown before the current one. */
  previousRoute: string | null;
  /** The error the error page shows; the server message overrides the catalogue text. */
  error: StoredError | null;
  /** Random per-tab id that ties tracking records together; carries no personal data. */
  userTrackingId: string;
  setToken(token: string | null): void;
  setPreviousRoute(path: string | null): void;
  setError(error: StoredError | null): void;
}

function newTrackingId(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `t-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  );
}

/** The session store, persisted to sessionStorage so a reload keeps its place. */
export const useSessionStore = create<SessionState>()(
  persist(
    immer((set) => ({
      token: null,
      previousRoute: null,
      error: null,
      userTrackingId: newTrackingId(),
      setToken: (token) => set((s) => void (s.token = token)),
      setPreviousRoute: (path) => set((s) => void (s.previousRoute = path)),
      setError: (error) => set((s) => void (s.error = error)),
    })),
    {
      name: 'session',
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, previousRoute, error, userTrackingId }) => ({
        token,
        previousRoute,
        error,
        userTrackingId,
      }),
    },
  ),
);
