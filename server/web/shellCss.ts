/**
 * The page shell's stylesheet (server/web/shell.ts). Its sizes are the app theme's
 * (src/theme/createAppTheme.ts with MUI's defaults: CssBaseline, body1/body2/h1 typography, the 600 px
 * `sm` breakpoint) and the shell components' (src/layout: Header, ProgressSteps, the page column; the
 * information pages' column, src/features/info/InfoText.tsx; the existing-switch intro), so
 * that React's first render lands on exactly the same boxes; test/e2e/perf-shell.e2e.ts measures that.
 * The brand colours come from the start-time settings, which is why the server writes this file.
 */
import { AA_NORMAL_TEXT, contrastRatio } from '../../contract/contrast.js';
import type { Settings } from '../../contract/settings.js';

/** The theme's font stack (src/theme/createAppTheme.ts). */
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const TEXT = 'rgba(0, 0, 0, 0.87)';
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';

/** `#rrggbb` at 40% opacity, as MUI underlines a link. */
function alpha40(hex: string): string {
  const n = parseInt(hex.replace('#', ''), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, 0.4)`;
}

/** The text colour MUI puts on the primary colour (white when it reaches AA contrast). */
function onColour(hex: string): string {
  return contrastRatio(hex, '#ffffff') >= AA_NORMAL_TEXT ? '#fff' : TEXT;
}

/** The stylesheet for the given settings. */
export function shellCss(s: Settings): string {
  const primary = s.primaryColour;
  return `html{-webkit-font-smoothing:antialiased;-moz-osx-font-smoothing:grayscale;box-sizing:border-box;-webkit-text-size-adjust:100%}
*,*::before,*::after{box-sizing:inherit}
body{margin:0;color:${TEXT};font-family:${FONT};font-weight:400;font-size:1rem;line-height:1.5;letter-spacing:0.00938em;background-color:#f5f7f8}
.shell{min-height:100vh;display:flex;flex-direction:column}
.shell-skip,.shell-hidden{border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;width:1px}
.shell-icon{width:1em;height:1em;display:inline-block;flex-shrink:0;fill:currentColor;font-size:1.25rem}
.shell-header{background-color:#fff;border-bottom:1px solid rgba(0, 0, 0, 0.12);padding:12px 16px}
.shell-header-row{max-width:1100px;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.shell-brand{display:flex;align-items:center;gap:8px;color:${TEXT};text-decoration:none}
.shell-brand img{height:40px;width:40px}
.shell-brand span{font-weight:700;font-size:1.05rem;line-height:1.5}
.shell-contact{text-align:left}
.shell-phone{display:inline-flex;align-items:center;gap:4px;font-weight:700;color:${primary};text-decoration:underline;text-decoration-color:${alpha40(primary)}}
.shell-hours{margin:0;font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em;color:${TEXT_SECONDARY}}
.shell-progress,.shell-main{width:100%;max-width:1148px;margin-left:auto;margin-right:auto;padding-left:16px;padding-right:16px}
.shell-progress{padding-top:16px}
.shell-progress ol{display:flex;list-style:none;margin:0;padding:0;gap:8px}
.shell-step{flex:1;display:flex;align-items:center;justify-content:center;gap:8px;padding-bottom:8px;border-bottom:4px solid #bdbdbd}
.shell-step-done,.shell-step-current{border-bottom-color:${primary}}
.shell-step-mark{flex:none;width:32px;height:32px;border-radius:50%;display:grid;place-items:center;font-weight:700;background-color:#eeeeee;color:${TEXT}}
.shell-step-done .shell-step-mark,.shell-step-current .shell-step-mark{background-color:${primary};color:${onColour(primary)}}
.shell-step-name{font-size:0.875rem;line-height:1.43;letter-spacing:0.01071em}
.shell-step-current .shell-step-name{font-weight:700}
.shell-step-of{display:block;margin:8px 0 0;font-weight:700}
.shell-main{flex:1;min-height:100vh;padding-top:24px;padding-bottom:24px}
@media (max-width:599.95px){.shell-step-name{border:0;clip:rect(0 0 0 0);height:1px;margin:-1px;overflow:hidden;padding:0;position:absolute;white-space:nowrap;width:1px}}
@media (min-width:600px){.shell-header{padding:12px 24px}.shell-brand span{font-size:1.25rem}.shell-contact{text-align:right}.shell-progress,.shell-main{padding-left:24px;padding-right:24px}.shell-step{justify-content:flex-start}.shell-step-of{display:none}}
`;
}
