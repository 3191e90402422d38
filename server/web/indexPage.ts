import { readFileSync } from 'node:fs';
import {
  injectSettingsMeta,
  readSettingsMeta,
  resolveSettings,
  settingEnvName,
  type Settings,
} from '../../contract/settings.js';

/**
 * The app's index page with its settings re-resolved for the start environment. The settings the
 * build wrote into the page (defaults plus build-time `SETTING_*` variables) are the base, so a
 * build-time override survives a start without it, and a start-time variable wins over both.
 */
export function renderIndexPage(builtHtml: string, env: NodeJS.ProcessEnv, defaultsFile: URL): string {
  const built = readSettingsMeta(builtHtml);
  const defaults = JSON.parse(readFileSync(defaultsFile, 'utf8')) as Settings;
  // Keys added to journey/settings.json after the build still get their default.
  const base = { ...defaults, ...(built ?? {}) } as Settings;
  const settings = resolveSettings(base, withApiBase(env));
  return injectSettingsMeta(builtHtml, settings);
}

/**
 * The server's own `API_BASE` also moves the app's calls, unless `SETTING_API_BASE` says otherwise,
 * so one variable re-bases both halves.
 */
function withApiBase(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const name = settingEnvName('apiBase');
  if (env[name] !== undefined || !env.API_BASE) return env;
  return { ...env, [name]: env.API_BASE.replace(/\/+$/, '') };
}
