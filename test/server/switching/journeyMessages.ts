/**
 * The messages the sign-up journey gives, read from the message catalogue and the journey's labels
 * (the files the server checks with), so a server test names what it expects by key and field and
 * never breaks when product staff reword a message or a label.
 */
import { createJourneyController, formatMessage } from '../../../engine/core/index.js';
import { signUpJourney } from '../../../server/switching/journeyFiles.js';

/** Every field's label in the sign-up journey, as the page shows it. */
function labels(): Map<string, string> {
  const journey = signUpJourney();
  const actions = Object.fromEntries(journey.actionUses.map((use) => [use.name, () => undefined]));
  // Without a flow every card resolves on its own, so the variants' fields are there too.
  const view = createJourneyController(journey, { flow: null, actions }).getView();
  const found = new Map<string, string>();
  for (const card of Object.values(view.cards))
    for (const [name, field] of Object.entries(card.fields))
      if (!found.has(name)) found.set(name, field.label);
  return found;
}

let known: Map<string, string> | null = null;

/**
 * The catalogue's text for `key`, with the label of `field` (as the journey names it) as `{label}`.
 * Throws when the field is not in the journey, so a renamed field is never compared with "undefined".
 */
export function journeyMessage(key: string, field?: string): string {
  known ??= labels();
  const label = field === undefined ? undefined : known.get(field);
  if (field !== undefined && label === undefined)
    throw new Error(`no field "${field}" in the sign-up journey`);
  return formatMessage(signUpJourney().messages, key, label === undefined ? {} : { label });
}
