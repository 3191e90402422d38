// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { useRef, useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BusyButton } from '../../../src/components/BusyButton';

afterEach(cleanup);

/**
 * A field that, like the journey's text fields, commits what was typed when it is left (its message
 * going with it), and a button that reads the committed answer when pressed.
 */
function Form({ onPress }: { onPress(answer: string): void }) {
  // The committed answer lives outside React's render, as in the journey controller.
  const committed = useRef('');
  const [answer, setAnswer] = useState('');
  const commit = (text: string) => {
    committed.current = text;
    setAnswer(text);
  };
  return (
    <>
      <input aria-label="First name" defaultValue="" onBlur={(e) => commit(e.target.value)} />
      {answer === '' && <p>Enter your first name</p>}
      <BusyButton busy={false} onClick={() => onPress(committed.current)}>
        Continue
      </BusyButton>
    </>
  );
}

describe('BusyButton', () => {
  it('keeps focus in the answer at mousedown, so nothing moves between press and release', () => {
    render(<Form onPress={() => undefined} />);
    const input = screen.getByLabelText('First name');
    input.focus();
    const pressed = fireEvent.mouseDown(screen.getByRole('button', { name: 'Continue' }));
    // The default action (moving focus, which leaves the field) is prevented.
    expect(pressed).toBe(false);
    expect(document.activeElement).toBe(input);
    expect(screen.getByText('Enter your first name')).toBeTruthy();
  });

  it('leaves the answer at the click, committed and rendered, before acting on the press', () => {
    const seen: string[] = [];
    // What the press finds: the committed answer, and whether the page still shows the message.
    const onPress = (answer: string) =>
      seen.push(answer, screen.queryByText('Enter your first name') ? 'message shown' : 'no message');
    render(<Form onPress={onPress} />);
    const input = screen.getByLabelText('First name') as HTMLInputElement;
    input.focus();
    input.value = 'Ada';
    const button = screen.getByRole('button', { name: 'Continue' });
    fireEvent.click(button);
    expect(seen).toEqual(['Ada', 'no message']);
    // Focus is on the button, as after a browser's own press: an impatient Enter stays on it.
    expect(document.activeElement).toBe(button);
  });

  it('a press from the keyboard (focus on the button) acts as ever', () => {
    const seen: string[] = [];
    render(<Form onPress={(answer) => seen.push(answer)} />);
    const button = screen.getByRole('button', { name: 'Continue' });
    button.focus();
    fireEvent.click(button);
    expect(seen).toEqual(['']);
    expect(document.activeElement).toBe(button);
  });
});
