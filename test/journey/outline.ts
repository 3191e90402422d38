/**
 * A compact outline of rendered markup: what a user meets, in document order, one line each:
 * headings, groups with their legends, form controls with their accessible names, states and
 * descriptions, buttons, links and text. No element wrappers, class names or styling, so an outline
 * changes only when what a user (or a screen reader) gets changes, not when MUI re-nests its divs.
 * Outlines that share an {@link OutlineMemory} (the states of one journey file) print a long option
 * list once and a text or heading only where it first appears.
 *
 *     heading[2] "Your home"
 *     group "Do you have gas?" {desc: "Check your meter"}
 *       radio "Yes" [checked]
 *       radio "No"
 *     textbox "Postcode" [required] [invalid] = "AB1" {desc: "Enter a valid postcode"}
 *     button "Find address"
 */

const CONTROL = 'input, select, textarea';
const GROUP_ROLES = new Set(['group', 'radiogroup', 'region', 'alert', 'status', 'dialog', 'list']);

/** The text of `el` as read: collapsed whitespace, aria-hidden parts left out. */
function readText(el: Element): string {
  let out = '';
  for (const node of Array.from(el.childNodes)) {
    if (node.nodeType === 3) out += node.textContent ?? '';
    else if (node.nodeType === 1 && !isHidden(node as Element)) out += ` ${readText(node as Element)} `;
  }
  return out.replace(/\s+/g, ' ').trim();
}

function isHidden(el: Element): boolean {
  return (
    el.getAttribute('aria-hidden') === 'true' ||
    el.hasAttribute('hidden') ||
    el.tagName === 'SVG' ||
    el.tagName === 'svg' ||
    el.tagName === 'STYLE' ||
    el.tagName === 'SCRIPT'
  );
}

/** The texts of the elements named by an id list attribute (aria-labelledby, aria-describedby). */
function textsOf(root: Element, ids: string | null): string {
  if (!ids) return '';
  const doc = root.ownerDocument;
  return ids
    .split(/\s+/)
    .map((id) => doc.getElementById(id))
    .filter((el): el is HTMLElement => el !== null)
    .map(readText)
    .filter(Boolean)
    .join(' ');
}

/** A control's accessible name, as the accessibility tree computes it in the usual cases. */
function nameOf(root: Element, el: Element): string {
  const labelledBy = textsOf(root, el.getAttribute('aria-labelledby'));
  if (labelledBy) return labelledBy;
  const aria = el.getAttribute('aria-label');
  if (aria) return aria;
  const id = el.getAttribute('id');
  const forLabel = id ? root.ownerDocument.querySelector(`label[for="${CSS.escape(id)}"]`) : null;
  const label = forLabel ?? el.closest('label');
  if (label) return readText(label);
  return el.getAttribute('placeholder') ?? el.getAttribute('title') ?? '';
}

/** The role a control has, from its tag and type. */
function roleOf(el: Element): string {
  const explicit = el.getAttribute('role');
  if (explicit) return explicit;
  if (el.tagName === 'SELECT') return 'combobox';
  if (el.tagName === 'TEXTAREA') return 'textbox';
  const type = (el.getAttribute('type') ?? 'text').toLowerCase();
  if (type === 'checkbox' || type === 'radio') return type;
  if (type === 'number') return 'spinbutton';
  if (type === 'range') return 'slider';
  if (type === 'button' || type === 'submit') return 'button';
  return 'textbox';
}

const quote = (text: string) => JSON.stringify(text);

/** The states and properties of a control that a user meets. */
function statesOf(el: HTMLElement): string[] {
  const states: string[] = [];
  const input = el as HTMLInputElement;
  if (el.hasAttribute('required') || el.getAttribute('aria-required') === 'true') states.push('required');
  if (el.getAttribute('aria-invalid') === 'true') states.push('invalid');
  if (el.hasAttribute('disabled')) states.push('disabled');
  if (el.hasAttribute('readonly')) states.push('readonly');
  if ((input.type === 'checkbox' || input.type === 'radio') && input.checked) states.push('checked');
  for (const attr of ['inputmode', 'autocomplete', 'maxlength']) {
    const value = el.getAttribute(attr);
    if (value && value !== 'off') states.push(`${attr}=${value}`);
  }
  return states.map((s) => `[${s}]`);
}

/** What one outline remembers while it is written (and across the outlines of one file). */
export interface OutlineMemory {
  /** Option lists printed already ("name: options"): printed again as "options: as above". */
  optionLists: Set<string>;
  /**
   * Text and heading lines printed already (with their indentation): not printed again, so a later
   * state shows its controls and only the texts that are new in it (an error, a note, an alert).
   */
  texts: Set<string>;
}

function controlLine(root: Element, el: HTMLElement, memory: OutlineMemory): string {
  const role = roleOf(el);
  const parts = [`${role} ${quote(nameOf(root, el))}`, ...statesOf(el)];
  if (el.tagName === 'SELECT') {
    const select = el as HTMLSelectElement;
    const chosen = select.selectedOptions[0];
    if (chosen && chosen.value !== '') parts.push(`= ${quote(readText(chosen))}`);
    const options = Array.from(select.options)
      .map((o) => quote(readText(o) || '(empty)'))
      .join(', ');
    const key = `${nameOf(root, el)}: ${options}`;
    parts.push(`options: ${memory.optionLists.has(key) ? 'as above' : options}`);
    memory.optionLists.add(key);
  } else if (role === 'textbox' || role === 'spinbutton' || role === 'slider') {
    const value = (el as HTMLInputElement).value;
    if (value) parts.push(`= ${quote(value)}`);
  }
  const desc = textsOf(root, el.getAttribute('aria-describedby'));
  if (desc) parts.push(`{desc: ${quote(desc)}}`);
  return parts.join(' ');
}

/** A group's name: aria-labelledby, aria-label, or a fieldset's legend. */
function groupName(root: Element, el: Element): string {
  const labelled = textsOf(root, el.getAttribute('aria-labelledby')) || el.getAttribute('aria-label');
  if (labelled) return labelled;
  const legend = el.tagName === 'FIELDSET' ? el.querySelector(':scope > legend') : null;
  return legend ? readText(legend) : '';
}

/** True when `el` holds nothing but text: it becomes one text line. */
const isTextOnly = (el: Element) =>
  !el.querySelector(`${CONTROL}, button, a, h1, h2, h3, h4, h5, h6, fieldset, [role], img, ul, ol, p, li`);

/**
 * The outline of everything inside `root`.
 * @param memory - shared by the outlines of one snapshot, so a long option list is printed once.
 * @returns one line per thing a user meets, indented two spaces per group level.
 */
export function outline(
  root: Element,
  memory: OutlineMemory = { optionLists: new Set(), texts: new Set() },
): string {
  const lines: string[] = [];
  // An element that describes a control is shown on the control's line, not again on its own.
  const describing = new Set(
    Array.from(root.querySelectorAll('[aria-describedby]')).flatMap((el) =>
      (el.getAttribute('aria-describedby') ?? '').split(/\s+/),
    ),
  );
  const labelFor = new Set(
    Array.from(root.querySelectorAll('label[for]')).map((l) => l.getAttribute('for') ?? ''),
  );
  const say = (line: string) => {
    if (memory.texts.has(line)) return;
    memory.texts.add(line);
    lines.push(line);
  };
  const walk = (el: Element, depth: number) => {
    for (const child of Array.from(el.childNodes)) {
      const pad = '  '.repeat(depth);
      if (child.nodeType === 3) {
        const text = (child.textContent ?? '').replace(/\s+/g, ' ').trim();
        if (text) say(`${pad}text ${quote(text)}`);
        continue;
      }
      if (child.nodeType !== 1) continue;
      const node = child as HTMLElement;
      if (isHidden(node) || (node.id && describing.has(node.id))) continue;
      const tag = node.tagName;
      if (/^H[1-6]$/.test(tag)) say(`${pad}heading[${tag[1]}] ${quote(readText(node))}`);
      else if (node.matches(CONTROL)) {
        if ((node as HTMLInputElement).type !== 'hidden') lines.push(pad + controlLine(root, node, memory));
      } else if (tag === 'BUTTON' || node.getAttribute('role') === 'button') {
        // Expanded and pressed say something either way (a disclosure shut is worth knowing).
        const states = ['aria-expanded', 'aria-pressed', 'disabled']
          .filter((a) => node.hasAttribute(a))
          .map((a) => (a === 'disabled' ? '[disabled]' : `[${a.slice(5)}=${node.getAttribute(a)}]`));
        lines.push(
          `${pad}button ${quote(nameOf(root, node) || readText(node))}${states.map((s) => ` ${s}`).join('')}`,
        );
      } else if (tag === 'A')
        lines.push(`${pad}link ${quote(readText(node))} -> ${node.getAttribute('href') ?? ''}`);
      else if (tag === 'IMG') lines.push(`${pad}img ${quote(node.getAttribute('alt') ?? '')}`);
      else if (tag === 'LEGEND')
        continue; // named with its fieldset
      else if (
        tag === 'LABEL' &&
        (labelFor.has(node.getAttribute('for') ?? '') || node.querySelector(CONTROL))
      ) {
        // A label names its control; a label wrapping its control (a checkbox, a radio) shows the control.
        const inner = node.querySelector(CONTROL) as HTMLElement | null;
        if (inner) lines.push(pad + controlLine(root, inner, memory));
      } else if (tag === 'FIELDSET' || GROUP_ROLES.has(node.getAttribute('role') ?? '')) {
        const role = node.getAttribute('role') ?? 'group';
        const name = groupName(root, node);
        // An unnamed grouping div (MUI's radio group inside its fieldset) adds nothing a user meets.
        if (!name && tag !== 'FIELDSET' && role !== 'alert' && role !== 'status') {
          walk(node, depth);
          continue;
        }
        // A group's description (its help text, its error) is said with it, as a screen reader says it.
        const desc = textsOf(root, node.getAttribute('aria-describedby'));
        lines.push(`${pad}${role} ${quote(name)}${desc ? ` {desc: ${quote(desc)}}` : ''}`);
        walk(node, depth + 1);
      } else if (tag === 'LI') {
        lines.push(`${pad}listitem${isTextOnly(node) ? ` ${quote(readText(node))}` : ''}`);
        if (!isTextOnly(node)) walk(node, depth + 1);
      } else if (isTextOnly(node)) {
        const text = readText(node);
        if (text) say(`${pad}text ${quote(text)}`);
      } else walk(node, depth);
    }
  };
  walk(root, 0);
  return lines.join('\n');
}
