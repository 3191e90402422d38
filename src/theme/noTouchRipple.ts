/**
 * What the production build gives MUI's ButtonBase in place of its `TouchRipple` (vite.config.ts):
 * the theme turns the ripple off for every button (src/theme/createAppTheme.ts: a press shows in
 * CSS instead), so its code (the ripple, its animation and timers: about 12 KB of the first page's
 * script before compression) would never run. Should a component still ask for one, it gets nothing
 * drawn: ButtonBase reaches the ripple only through a ref it checks for null.
 */
export default function NoTouchRipple(): null {
  return null;
}
