/**
 * A button that shows its work: while `busy` it keeps its place and focus (busy, not disabled, so a
 * screen reader hears it working and the keyboard stays on it), shows a spinner and says what it is
 * doing (`busyLabel`). The caller still ignores presses while busy: one press, one request.
 */
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

/** Props: MUI's Button's, plus whether it is busy and what it says meanwhile. */
export interface BusyButtonProps extends Omit<ButtonProps, 'startIcon'> {
  /** True while the press's work runs. */
  busy: boolean;
  /** The text shown while busy (the button's children otherwise). */
  busyLabel?: ReactNode;
}

/** The button; see the module comment. */
export function BusyButton({ busy, busyLabel, children, size, ...rest }: BusyButtonProps) {
  return (
    <Button
      {...rest}
      size={size}
      aria-busy={busy}
      aria-disabled={busy}
      startIcon={
        busy ? <CircularProgress size={size === 'large' ? 20 : 18} color="inherit" aria-hidden /> : null
      }
    >
      {busy && busyLabel !== undefined ? busyLabel : children}
    </Button>
  );
}
