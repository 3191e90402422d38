// @vitest-environment happy-dom
/** The render snapshots' outline: what it shows of markup, and what it leaves out. */
import { describe, expect, it } from 'vitest';
import { outline } from './outline.js';

function dom(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

const POSTCODE = `
  <h2>Your home</h2>
  <p>Enter your postcode</p>
  <label for="pc">Postcode<span aria-hidden="true"> *</span></label>
  <input id="pc" required aria-invalid="true" aria-describedby="pc-err" value="BT1" autocomplete="postal-code">
  <p id="pc-err">We cover Great Britain only</p>
  <button aria-expanded="false">Find address</button>`;

describe('outline', () => {
  it('shows headings, texts, controls with name, states, value and description, and buttons', () => {
    expect(outline(dom(POSTCODE))).toBe(
      [
        'heading[2] "Your home"',
        'text "Enter your postcode"',
        'textbox "Postcode" [required] [invalid] [autocomplete=postal-code] = "BT1" {desc: "We cover Great Britain only"}',
        'button "Find address" [expanded=false]',
      ].join('\n'),
    );
  });

  it('is the same whatever wrappers, classes and styles the markup has', () => {
    const wrapped = POSTCODE.replace('<label', '<div class="MuiFormControl-root"><div style="x"><label')
      .replace('autocomplete="postal-code">', 'autocomplete="postal-code" class="MuiInput"></div></div>')
      .replace('<h2>', '<div class="card"><h2 class="h">')
      .replace('</button>', '</button></div>');
    expect(outline(dom(wrapped))).toBe(outline(dom(POSTCODE)));
  });

  it('names groups by their legend, nests their controls and leaves out what is aria-hidden', () => {
    const text = outline(
      dom(`<fieldset><legend>Do you have gas?</legend><div role="radiogroup">
        <label><input type="radio" name="g" checked><span>Yes</span></label>
        <label><input type="radio" name="g"><span>No</span></label></div>
        <span aria-hidden="true">decoration</span></fieldset>`),
    );
    expect(text).toBe(['group "Do you have gas?"', '  radio "Yes" [checked]', '  radio "No"'].join('\n'));
  });

  it("says a group's description (help text, error) on the group's line, not again on its own", () => {
    const text = outline(
      dom(`<fieldset aria-describedby="e7-err e7-help"><legend>Do you have an Economy 7 meter?</legend>
        <label><input type="radio" name="e"><span>Yes</span></label></fieldset>
        <p id="e7-err">Economy 7 is required</p><p id="e7-help">A cheaper rate at night.</p>`),
    );
    expect(text).toBe(
      [
        'group "Do you have an Economy 7 meter?" {desc: "Economy 7 is required A cheaper rate at night."}',
        '  radio "Yes"',
      ].join('\n'),
    );
  });

  it('shows a select with its choice and options', () => {
    const text = outline(
      dom(`<label for="s">Address</label><select id="s"><option value="">Select</option>
        <option value="1" selected>1 Road</option></select>`),
    );
    expect(text).toBe('combobox "Address" = "1 Road" options: "Select", "1 Road"');
  });

  it('within one memory, prints an option list once and a text only where it first appears', () => {
    const memory = { optionLists: new Set<string>(), texts: new Set<string>() };
    const markup = `<h2>Pay</h2><label for="m">Method</label><select id="m"><option>Card</option></select>`;
    outline(dom(markup), memory);
    expect(outline(dom(`${markup}<p role="alert">Something went wrong</p>`), memory)).toBe(
      ['combobox "Method" = "Card" options: as above', 'alert ""', '  text "Something went wrong"'].join(
        '\n',
      ),
    );
  });
});
