import type { Settings } from '../../contract/settings';
import { defaultSettings, readSettings } from './readSettings';

export type { Settings };

// Read on first import so that stores created at module load already see the page's settings.
let current: Settings = typeof document === 'undefined' ? defaultSettings : readSettings(document);

/**
 * Replaces the app's settings (they are read from the page at first import): the tests set those they
 * run with, and the server's renderer (src/router/serverRender.tsx) the start's, having no page.
 */
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
