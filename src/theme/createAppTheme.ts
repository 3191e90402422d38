import { createTheme, type Theme } from '@mui/material/styles';
import type { Settings } from '../settings';

/** WCAG AA minimum contrast for normal text: MUI picks white or dark text on a colour to reach it. */
const AA_NORMAL_TEXT = 4.5;

declare module '@mui/material/styles' {
  interface Theme {
    /** The white-label brand, from settings. */
    brand: { name: string; logoUrl: string };
  }
  interface ThemeOptions {
    brand?: { name: string; logoUrl: string };
  }
}

/** A ring round a radio or checkbox whose (visually hidden) input has keyboard focus. */
const FOCUS_RING = {
  '&:has(input:focus-visible)': { outline: '2px solid currentColor', outlineOffset: '-4px' },
} as const;

/**
 * The MUI theme of this white-label instance: colours, logo and brand name from settings. System
 * fonts only, because the CSP allows no third-party font host and nothing is bundled.
 */
export function createAppTheme(settings: Settings): Theme {
  return createTheme({
    brand: { name: settings.brandName, logoUrl: settings.logoUrl },
    palette: {
      primary: { main: settings.primaryColour },
      secondary: { main: settings.secondaryColour },
      // MUI picks white or black text on a colour by this ratio: use the AA figure, not its default 3.
      contrastThreshold: AA_NORMAL_TEXT,
      background: { default: '#f5f7f8' },
    },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 700 },
      h2: { fontSize: '1.375rem', fontWeight: 700 },
    },
    shape: { borderRadius: 8 },
    components: {
      // Keyboard focus on any button shows at once, as a ring in the brand colour: MUI's own sign of
      // it is a faint ripple that a script starts a moment later.
      // A press shows as the button moving down a pixel, in CSS at once, rather than MUI's ripple, a
      // script's animation starting a moment later (the production build leaves its code out:
      // src/theme/noTouchRipple.ts).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: `2px solid ${settings.primaryColour}`, outlineOffset: '2px' },
            '&:active:not(:disabled)': { transform: 'translateY(1px)' },
          },
        },
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
      // The same for a radio or a checkbox, whose focus is on its (visually hidden) input.
      MuiRadio: { styleOverrides: { root: FOCUS_RING } },
      MuiCheckbox: { styleOverrides: { root: FOCUS_RING } },
      // A locked question (e.g. the electricity usage type that follows gas) must stay readable:
      // MUI's disabled grey on the page background is 2.65:1, below WCAG AA.
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-disabled': { color: 'rgba(0, 0, 0, 0.6)' } } } },
    },
  });
}
