/**
 * Imported first by a unit test whose code under test persists to sessionStorage (the app's stores):
 * gives the Node environment an in-memory one before those modules load.
 */
const data = new Map<string, string>();
(globalThis as { sessionStorage?: unknown }).sessionStorage = {
  getItem: (k: string) => data.get(k) ?? null,
  setItem: (k: string, v: string) => void data.set(k, v),
  removeItem: (k: string) => void data.delete(k),
};

export {};
