import type { Settings } from '../../contract/settings';
import { defaultSettings, readSettings } from './readSettings';

export type { Settings };
export { readSettings, defaultSettings };

// Read on first import so that stores created at module load already see the page's settings.
let current: Settings = typeof document === 'undefined' ? defaultSettings : readSettings(document);

/** Sets the app's settings once at boot (main.tsx), or per test. */
export function initSettings(settings: Settings): void {
  current = settings;
}

/**
 * The app's settings. A module value rather than React context because non-React code (the API
 * client, the stores, the navigation guard) needs them too, and they never change after boot.
 */
export function getSettings(): Settings {
  return current;
}
