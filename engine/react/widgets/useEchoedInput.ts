/**
 * Keystroke echo for text inputs. The native input is left uncontrolled while the user types: the browser
 * paints the typed character itself, with no React work in that frame (not even this widget re-renders).
 * The text reaches the form and the journey controller when the typing pauses ({@link TYPING_PAUSE_MS}
 * with no keystroke), when the field is left, or at Enter; rules, validation and the card's re-render
 * run then, once for the whole run of keystrokes. Committing after every painted frame instead put that
 * work (tens of milliseconds on a slow phone) between two keystrokes of quick typing, and the next
 * keystroke's frame waited for it. A value set from outside (an effect clearing the field, a scenario)
 * is written into the input. This is what keeps keystroke-to-next-frame latency within one frame on
 * slow phones.
 */
import {
  forwardRef,
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type InputHTMLAttributes,
} from 'react';
import { flushSync } from 'react-dom';

/**
 * How long the typing must pause before what was typed is committed (ms). Quick typing is 5 to 10
 * keys a second (100 to 200 ms apart), so a run of keystrokes commits once, at its end; an error
 * shown under the field follows the text a quarter of a second after the typing stops.
 */
const TYPING_PAUSE_MS = 250;

/**
 * The `<input>` of an echoed text field (MUI's `inputComponent`): MUI still gets the field's value (for its
 * label and filled state) but the DOM input is uncontrolled, so React never writes over what is being
 * typed. `useEchoedInput` writes values that come from outside.
 */
export const EchoInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function EchoInput({ value, ...rest }, ref) {
    return createElement('input', { ...rest, ref, defaultValue: value as string | undefined });
  },
);

/**
 * The text to show, a change handler, the ref of the input and `flush`. `toText` turns the form value
 * into text; `matches` says whether the form value is what typed text means (default: same text), so
 * "12." stays on screen while the form holds 12; `commit` receives the latest text when the typing
 * pauses. Call `flush()` when the field is left or Enter is pressed: it commits what waits at once, so
 * touch and submit see the text as typed.
 */
export function useEchoedInput(
  value: unknown,
  toText: (value: unknown) => string,
  commit: (text: string) => void,
  matches: (typed: string, value: unknown) => boolean = (typed, v) => toText(v) === typed,
) {
  // Refs, not state: typing must not render. What was typed last, and what still waits to be committed.
  const typed = useRef<string | null>(null);
  const pending = useRef<string | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const latest = pending.current;
    pending.current = null;
    if (latest !== null) commitRef.current(latest);
  }, []);

  // A reload or another site within the pause must not lose the text: commit it as the page is hidden,
  // synchronously (flushSync: RJSF hands the change on in a state callback), and in the capture phase,
  // which runs before the page's own pagehide listeners that save the journey.
  useEffect(() => {
    const onHide = () => {
      if (pending.current !== null) flushSync(flush);
    };
    window.addEventListener('pagehide', onHide, true);
    return () => window.removeEventListener('pagehide', onHide, true);
  }, [flush]);

  const onText = useCallback(
    (text: string) => {
      typed.current = text;
      pending.current = text;
      // Each keystroke moves the commit to the end of the pause (a timer left running past unmount
      // still commits: nothing typed is lost).
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, TYPING_PAUSE_MS);
    },
    [flush],
  );

  // While a commit is pending, or while the form holds what the typed text means, show the typed text; a
  // value set from outside shows instead.
  const showTyped = typed.current !== null && (pending.current !== null || matches(typed.current, value));
  const text = showTyped ? (typed.current as string) : toText(value);

  // Write a value from outside into the uncontrolled input (never while typed text waits to be committed:
  // a render may be older than the latest keystroke). At the first commit, an input holding other text
  // than the form's was not made by this render (a new one starts from `text`): it is the server's,
  // adopted by hydration, and what it holds the householder typed before the app was live (the page
  // painted, the form's code still on its way). That text is theirs: it is taken as typed, never
  // written over.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (!adopted.current) {
      adopted.current = true;
      if (input.value !== text) {
        onText(input.value);
        return;
      }
    }
    if (pending.current === null && input.value !== text) input.value = text;
  });
  return { text, onText, inputRef, flush };
}
