/**
 * A button that shows its work: while `busy` it keeps its place and focus (busy, not disabled, so a
 * screen reader hears it working and the keyboard stays on it), shows a spinner and says what it is
 * doing (`busyLabel`). The caller still ignores presses while busy: one press, one request.
 *
 * A press on it never misses because the field it leaves changes the page. Leaving a field commits its
 * text, which can take a message away from under the field (or show one) and move this button by a
 * line. Left to the browser, the field is left at the pointer's mousedown, the button moves before the
 * mouseup, and the browser, seeing the two land on different elements, sends no click: a householder
 * who put an answer right and pressed Continue straight away saw nothing happen (issue 25,
 * test/e2e/signup-continue.e2e.ts). So the mousedown does not move focus; the click does, committing
 * the field's text, before the caller's `onClick` runs.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { MouseEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';

/** Props: MUI's Button's, plus whether it is busy and what it says meanwhile. */
export interface BusyButtonProps extends Omit<ButtonProps, 'startIcon'> {
  /** True while the press's work runs. */
  busy: boolean;
  /** The text shown while busy (the button's children otherwise). */
  busyLabel?: ReactNode;
}

/**
 * Gives `button` focus, as the browser would have at the mousedown, with the blur of the answer it
 * leaves handled at once: the text that answer holds is committed (and the page rendered with it)
 * before the press is acted on. Focus on the button keeps an impatient Enter on it (busy, so ignored)
 * rather than on whatever had focus before.
 */
function takeFocus(button: HTMLButtonElement): void {
  if (document.activeElement !== button) flushSync(() => button.focus({ preventScroll: true }));
}

/** The button; see the module comment. */
export function BusyButton({
  busy,
  busyLabel,
  children,
  size,
  onMouseDown,
  onClick,
  ...rest
}: BusyButtonProps) {
  return (
    <Button
      {...rest}
      size={size}
      aria-busy={busy}
      aria-disabled={busy}
      startIcon={
        busy ? <CircularProgress size={size === 'large' ? 20 : 18} color="inherit" aria-hidden /> : null
      }
      onMouseDown={(e: MouseEvent<HTMLButtonElement>) => {
        // Focus stays where it is until the click: nothing on the page moves between press and release.
        e.preventDefault();
        onMouseDown?.(e);
      }}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        takeFocus(e.currentTarget);
        onClick?.(e);
      }}
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
