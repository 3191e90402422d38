/**
 * What the production build gives MUI's styles in place of its CSS theme variables
 * (`createThemeWithVars` and `ThemeProviderWithVars`, vite.config.ts): their machinery (the
 * colour-scheme provider, the variables' parser, the init script) is some 55 KB of the first page's
 * script before compression, and the app never reaches it: its theme has no `cssVariables` and no
 * `colorSchemes` (src/theme/createAppTheme.ts), so `createTheme` and `ThemeProvider` take their
 * no-variables paths. Should a theme ever ask for them, the page fails saying why rather than
 * rendering unstyled.
 */
function cssVariablesNotBuilt(): never {
  throw new Error(
    "MUI's CSS theme variables are not in this build (src/theme/noCssVars.ts): give the theme neither cssVariables nor colorSchemes",
  );
}

export default cssVariablesNotBuilt;
export const CssVarsProvider = cssVariablesNotBuilt;
