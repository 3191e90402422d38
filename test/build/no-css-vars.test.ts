/**
 * The production build gives MUI's styles a stand-in for its CSS theme variables (vite.config.ts,
 * src/theme/noCssVars.ts), which takes their machinery off the first page. That is right only while
 * the app's theme takes MUI's no-variables paths: `createTheme` without `cssVariables` or
 * `colorSchemes`, and a theme without `colorSchemes` for `ThemeProvider`.
 */
import { describe, expect, it } from 'vitest';
import type { UserConfig } from 'vite';
import { createAppTheme } from '../../src/theme/createAppTheme.js';
import { defaultSettings } from '../../src/settings/readSettings.js';
import cssVariablesNotBuilt, { CssVarsProvider } from '../../src/theme/noCssVars.js';
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
