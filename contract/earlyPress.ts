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
 * The property of a box typed in before the app was live holding what it held at its last change, as
 * the early-press script noted it. The box's own value may not last that long: the app, adopting a
 * controlled box, puts its own state (the server's empty value) back into it at its first render after
 * the adoption, which may come before the replay reads it.
 */
export const EARLY_VALUE_PROPERTY = '__earlyValue';

/**
 * The script's text. Capture phase, so it sees a press first; only buttons, radios and check boxes
 * inside the app's root (links work without the app and are left alone); a disabled one is not a
 * press. A held press goes no further (the app, adopting the page, listens at its root already while
 * it has not finished: it must not get the press twice). A radio or check box is held too, not left
 * to change: the app, adopting the server's markup, keeps an input's state as it finds it and would
 * never hear of the change, so the page would show one choice while the app priced another. A form
 * of the root submitted (Enter in a text box) is held the same way: left to the browser, it would
 * load the page again with the answers in its address.
 * A box typed in (or a select changed) keeps what was typed; the box is noted, in order with the
 * presses, so the app hears of its text before a press that came after it, and with it what it held
 * ({@link EARLY_VALUE_PROPERTY}).
 */
export const EARLY_PRESS_SCRIPT =
  `(function(){var w=window,k=${JSON.stringify(EARLY_PRESSES_GLOBAL)},d=document;w[k]=[];` +
  `function r(t){return t&&t.closest?t.closest('#root'):null}` +
  `d.addEventListener('click',function(e){var q=w[k];if(!q)return;` +
  `var t=e.target,b=t&&t.closest?t.closest('button,input[type=radio],input[type=checkbox]'):null;` +
  `if(!b||b.disabled||!r(b))return;e.preventDefault();e.stopPropagation();q.push(b);},true);` +
  `d.addEventListener('submit',function(e){var q=w[k];if(!q||!r(e.target))return;` +
  `e.preventDefault();e.stopPropagation();q.push(e.target);},true);` +
  `d.addEventListener('input',function(e){var q=w[k],t=e.target;if(q&&r(t)){t[${JSON.stringify(EARLY_VALUE_PROPERTY)}]=t.value;q.push(t);}},true);})();`;
