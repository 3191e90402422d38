import { EARLY_PRESSES_GLOBAL, EARLY_VALUE_PROPERTY } from '../../contract/earlyPress';

/**
 * Takes what the page's early-press script held while the app was not yet live
 * (contract/earlyPress.ts), oldest first: the buttons, radios and check boxes pressed, the forms
 * submitted and the boxes typed in. It ends the holding: from now on a press is the app's. Call it
 * once React has taken the page over (its first commit), not before: until then the page is still
 * the server's markup, and a press or a keystroke during the takeover would be lost to the app.
 * Empty on a page without the script.
 */
export function takeEarlyPresses(): HTMLElement[] {
  const w = pageWindow();
  const presses = w[EARLY_PRESSES_GLOBAL] ?? [];
  delete w[EARLY_PRESSES_GLOBAL];
  return presses;
}

/** How many presses and typed boxes the page's early-press script holds now (0 once taken). */
export function earlyPressCount(): number {
  return pageWindow()[EARLY_PRESSES_GLOBAL]?.length ?? 0;
}

/** The window, as the early-press script uses it: a property holding the held presses. */
const pageWindow = () => window as unknown as Record<string, HTMLElement[] | undefined>;

/** Whether `el` is a box whose value is typed or chosen (not pressed). */
function isTypedBox(el: HTMLElement): el is HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement {
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement) return true;
  return el instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit'].includes(el.type);
}

/** What `box` held when it was last typed in before the app was live (contract/earlyPress.ts). */
function typedValue(box: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement): string {
  const noted = (box as unknown as Record<string, unknown>)[EARLY_VALUE_PROPERTY];
  return typeof noted === 'string' ? noted : box.value;
}

/**
 * Tells the app what a box holds (`value`). The app adopted the box keeping its value as found (React
 * 19 does not replay changes made before hydration: its `enableHydrationChangeEvent` is off), and took
 * that value as the one it last set, while its own state still holds what the server rendered. So
 * another value is written through React's own value property (which records it), the box's value
 * written past it, and the event React listens for dispatched: React sees a change and calls the
 * box's handler, as for a keystroke. A box no longer focused is then left again for the app (a blur),
 * as the householder left it: a text box commits what was typed when left, so a press that follows
 * sees it.
 */
function replayTyped(box: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  if (box instanceof HTMLSelectElement) {
    box.value = value;
    box.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const nativeValue = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')!;
  box.value = value === '' ? ' ' : '';
  nativeValue.set!.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  if (box !== document.activeElement) box.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/**
 * Resolves in a task of its own: what the app did for the last event (React's updates, which it makes
 * in a microtask, and their effects) is done by then.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Does again, in order, what the householder did before the app was live, once the app has adopted
 * the server's markup (hydration keeps the very elements, now with the app's handlers): a box typed
 * in is replayed once with what it holds as the replay starts (at its first place in the order, so
 * a press after it sees the text), a button, radio or check box is pressed, a form submitted. Each
 * in a task of its own, as the householder's own events came: the app's updates for one (React makes
 * them in a microtask) are done before the next, so a press finds the text typed before it. An element no
 * longer on the page (the app rendered its own page over the server's), or a button disabled by now,
 * is skipped: there is nothing of it to honour.
 */
export async function replayEarlyPresses(presses: HTMLElement[]): Promise<void> {
  // What each box held at its last change, as the page's script noted it (else what it holds now), read
  // before anything is replayed: the app's render after adopting a box, or after the first change,
  // puts the value it knows back into every box it controls.
  const values = new Map(presses.filter(isTypedBox).map((box) => [box, typedValue(box)]));
  const replayed = new Set<HTMLElement>();
  for (const pressed of presses) {
    if (!pressed.isConnected || replayed.has(pressed)) continue;
    if (isTypedBox(pressed)) {
      replayTyped(pressed, values.get(pressed)!);
      replayed.add(pressed);
    } else if (pressed instanceof HTMLFormElement) {
      // Enter in a box submitted it: the box hears its Enter first, as it would have (a text box
      // commits what was typed at Enter), then the form its submit.
      const box = document.activeElement;
      if (box instanceof HTMLElement && pressed.contains(box)) {
        box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        await nextTask();
      }
      pressed.requestSubmit();
    } else if (!(pressed as HTMLButtonElement).disabled) pressed.click();
    await nextTask();
  }
}
