/**
 * Keystroke echo for text inputs: the typed text shows in the very next frame (only this input
 * re-renders), and the value reaches the form and the journey controller just after that frame is
 * painted, where rules, validation and the card's re-render run. Several quick keystrokes are committed
 * together. This is what keeps keystroke-to-next-frame latency within one frame on slow phones.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

/** Runs `work` after the next frame has been painted (rAF, then a macrotask), or soon when hidden. */
export function afterNextPaint(work: () => void): void {
  if (typeof requestAnimationFrame !== 'function' || typeof document === 'undefined' || document.hidden) {
    setTimeout(work, 0);
    return;
  }
  requestAnimationFrame(() => setTimeout(work, 0));
}

/**
 * The text to show and a change handler. `toText` turns the form value into text; `matches` says whether
 * the form value is what a draft means (default: same text), so "12." stays on screen while the form
 * holds 12; `commit` receives the latest text once per painted frame.
 */
export function useEchoedInput(
  value: unknown,
  toText: (value: unknown) => string,
  commit: (text: string) => void,
  matches: (draft: string, value: unknown) => boolean = (draft, v) => toText(v) === draft,
) {
  const [draft, setDraft] = useState<string | null>(null);
  const pending = useRef<string | null>(null);
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);

  const onText = useCallback((text: string) => {
    setDraft(text);
    const scheduled = pending.current !== null;
    pending.current = text;
    if (scheduled) return;
    afterNextPaint(() => {
      const latest = pending.current;
      pending.current = null;
      if (latest !== null) commitRef.current(latest);
    });
  }, []);

  // While a commit is pending, or while the form holds what the draft means, show the draft; a value set
  // from outside (an effect clearing the field, a scenario) shows instead.
  const showDraft = draft !== null && (pending.current !== null || matches(draft, value));
  return { text: showDraft ? (draft as string) : toText(value), onText };
}
