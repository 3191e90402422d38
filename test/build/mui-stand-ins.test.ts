/**
 * The production build gives MUI stand-ins for its CSS theme variables (src/theme/noCssVars.ts) and
 * its ripple (src/theme/noTouchRipple.ts), which take their code off the first page (vite.config.ts).
 * That is right only while the app's theme takes MUI's no-variables paths (`createTheme` without
 * `cssVariables` or `colorSchemes`, a theme without `colorSchemes` for `ThemeProvider`) and turns
 * the ripple off for every button.
 */
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { createAppTheme } from '../../src/theme/createAppTheme.js';
import { defaultSettings } from '../../src/settings/readSettings.js';
import cssVariablesNotBuilt, { CssVarsProvider } from '../../src/theme/noCssVars.js';
import NoTouchRipple from '../../src/theme/noTouchRipple.js';
import viteConfig from '../../vite.config.js';

type ConfigFn = (env: { command: 'build' | 'serve'; mode: string; isSsrBuild?: boolean }) => UserConfig;

/** Where `source` (as MUI's styles import it) resolves in a build's aliases, if anywhere. */
function aliasOf(command: 'build' | 'serve', source: string): string | undefined {
  const config = (viteConfig as unknown as ConfigFn)({ command, mode: 'production', isSsrBuild: false });
  const aliases = config.resolve?.alias as { find: RegExp | string; replacement: string }[];
  return aliases.find((a) => (typeof a.find === 'string' ? a.find === source : a.find.test(source)))
    ?.replacement;
}

describe("MUI's CSS theme variables in the production build", () => {
  it('are the stand-in in the build, and the package in `npm run dev`', () => {
    for (const source of ['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']) {
      expect(aliasOf('build', source), source).toMatch(/src\/theme\/noCssVars\.ts$/);
      expect(aliasOf('serve', source), source).toBeUndefined();
    }
  });

  it("are never reached: the app's theme has no colour schemes and no variables", () => {
    const theme = createAppTheme(defaultSettings);
    expect(theme).not.toHaveProperty('colorSchemes');
    expect(theme).not.toHaveProperty('vars');
    expect(theme).not.toHaveProperty('cssVariables');
  });

  it('throw, saying what to leave out, should a theme ever ask for them', () => {
    for (const reached of [cssVariablesNotBuilt, CssVarsProvider])
      expect(() => reached()).toThrow("MUI's CSS theme variables are not in this build");
  });
});

describe("MUI's ripple in the production build", () => {
  it('is the stand-in in the build, and the package in `npm run dev`', () => {
    expect(aliasOf('build', './TouchRipple.mjs')).toMatch(/src\/theme\/noTouchRipple\.ts$/);
    expect(aliasOf('serve', './TouchRipple.mjs')).toBeUndefined();
  });

  it("is off for every button by the app's theme; the stand-in draws nothing", () => {
    const theme = createAppTheme(defaultSettings);
    expect(theme.components?.MuiButtonBase?.defaultProps?.disableRipple).toBe(true);
    expect(NoTouchRipple()).toBeNull();
  });
});
