/**
 * An error summary in the GOV.UK pattern: a titled box at the top of a form listing each error as a
 * link to its field. It takes focus when shown (and again when `focusKey` changes), so a keyboard or
 * screen reader user hears what is wrong and can jump to each field; showing again under the same
 * key (errors undone and redone between submits) it does not take focus from the field in use.
 */
import { useEffect, useRef, type MouseEvent } from 'react';

/** One error of the summary: the input's id and the message. */
interface ErrorSummaryItem {
  inputId: string;
  message: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  title: string;
  errors: readonly ErrorSummaryItem[];
  /**
   * Focus moves to the summary when it first shows and whenever this changes (a new submit); not when
   * it shows again under the same key.
   */
  focusKey?: number | string;
}

/** Before the summary has taken focus for any key. */
const NOT_YET = Symbol('not yet focused');

/** Moves focus to the field (or the first focusable element in a group with that id) and into view. */
function focusField(inputId: string): void {
  const el = document.getElementById(inputId);
  if (!el) return;
  const target = el.matches('input, select, textarea, button, [tabindex]')
    ? el
    : el.querySelector<HTMLElement>('input, select, textarea, button');
  (target ?? el).scrollIntoView({ block: 'center' });
  (target ?? el).focus();
}

/** The error summary; renders nothing without errors. */
export function ErrorSummary({ title, errors, focusKey }: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const focusedFor = useRef<unknown>(NOT_YET);
  const shown = errors.length > 0;
  useEffect(() => {
    // Once per submit: errors that come back later without one (an answer undone, a previous address
    // removed) show again but leave focus where the householder is working.
    if (!shown || focusedFor.current === focusKey) return;
    focusedFor.current = focusKey;
    ref.current?.focus();
  }, [shown, focusKey]);
  if (!shown) return null;
  const onClick = (e: MouseEvent<HTMLAnchorElement>, inputId: string) => {
    e.preventDefault();
    focusField(inputId);
  };
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby="error-summary-title"
      data-error-summary
      style={{
        border: '4px solid #b3261e',
        padding: '16px 20px',
        marginBottom: 24,
        background: '#fff',
        outlineOffset: 2,
      }}
    >
      <h2 id="error-summary-title" style={{ margin: '0 0 12px', fontSize: '1.25rem', color: '#1f1f1f' }}>
        {title}
      </h2>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error) => (
          <li key={error.inputId} style={{ marginBottom: 6 }}>
            <a
              href={`#${error.inputId}`}
              onClick={(e) => onClick(e, error.inputId)}
              style={{ color: '#b3261e', fontWeight: 600, overflowWrap: 'anywhere' }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
