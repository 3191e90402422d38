/**
 * Presses made before the app is live on a page the server rendered. The server's HTML shows the
 * page's buttons (a carbon project's Select, a tariff's Switch Now) before the app's script has run;
 * a press then would do nothing at all (a radio's change, nothing the app knows of), and a
 * householder on a slow phone would press again or give up. A few lines of script in the page's
 * head, run before anything is painted, hold such presses instead: each pressed button is kept (its
 * default action, such as submitting a form the app has not taken over, prevented), and the app
 * presses it again once it has taken the page over (src/router/earlyPresses.ts). The script is
 * inline so it runs at once, with no request of its own; the Content Security Policy allows exactly
 * this text by its hash (server/http/security.ts).
 */

/** The window property holding the presses: an array while they are held, absent once the app took them. */
export const EARLY_PRESSES_GLOBAL = '__earlyPresses';

/**
 * The script's text. Capture phase, so it sees a press first; only buttons, radios and check boxes
 * inside the app's root (links work without the app and are left alone); a disabled one is not a
 * press. A radio or check box is held too, not left to change: the app, adopting the server's markup,
 * keeps an input's state as it finds it and would never hear of the change, so the page would show
 * one choice while the app priced another.
 */
export const EARLY_PRESS_SCRIPT =
  `(function(){var w=window,k=${JSON.stringify(EARLY_PRESSES_GLOBAL)};w[k]=[];` +
  `document.addEventListener('click',function(e){var q=w[k];if(!q)return;` +
  `var t=e.target,b=t&&t.closest?t.closest('button,input[type=radio],input[type=checkbox]'):null;` +
  `if(!b||b.disabled||!b.closest('#root'))return;e.preventDefault();q.push(b);},true);})();`;
