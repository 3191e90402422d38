import { EARLY_PRESSES_GLOBAL } from '../../contract/earlyPress';

/**
 * Takes the presses the page's early-press script held while the app was not yet live
 * (contract/earlyPress.ts), oldest first, and ends the holding: from now on a press is the app's.
 * Call it just before React takes the page over. Empty on a page without the script.
 */
export function takeEarlyPresses(): HTMLElement[] {
  const w = window as unknown as Record<string, HTMLElement[] | undefined>;
  const presses = w[EARLY_PRESSES_GLOBAL] ?? [];
  delete w[EARLY_PRESSES_GLOBAL];
  return presses;
}

/**
 * Presses again, in order, the buttons, radios and check boxes pressed before the app was live, once
 * the app has adopted the server's markup: hydration keeps the very elements the householder
 * pressed, now with the app's handlers. A button no longer on the page (the app rendered its own
 * page over the server's) or disabled by now is skipped: there is no press of it to honour.
 */
export function replayEarlyPresses(presses: HTMLElement[]): void {
  for (const button of presses) {
    if (button.isConnected && !(button as HTMLButtonElement).disabled) button.click();
  }
}
