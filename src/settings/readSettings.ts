import defaults from '../../journey/settings.json';
import { SETTINGS_META_NAME, type Settings } from '../../contract/settings';

/** The defaults of journey/settings.json, used when the page carries no settings (unit tests). */
export const defaultSettings: Settings = defaults;

/**
 * Reads the settings the build or the server wrote into the page's meta tag. Keys missing from the
 * tag, or a tag that is missing or unreadable, fall back to the defaults so the app always boots.
 */
export function readSettings(doc: Pick<Document, 'querySelector'>): Settings {
  const content = doc.querySelector(`meta[name="${SETTINGS_META_NAME}"]`)?.getAttribute('content');
  if (!content) return defaultSettings;
  try {
    return { ...defaultSettings, ...(JSON.parse(content) as Partial<Settings>) };
  } catch {
    return defaultSettings;
  }
}
