/**
 * Which widgets a journey's cards name: every `ui:widget` (and RJSF's `ui:options.widget` spelling) in
 * their uiSchemas, at any depth (a nested object's fields, an array's items). The renderer preloads
 * only these, so a page never fetches the code of widgets that only another journey's cards show.
 */
import type { Journey } from './view-types.js';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function collect(node: unknown, into: Set<string>): void {
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'ui:widget' && typeof value === 'string') into.add(value);
    else if (key === 'ui:options' && isObject(value) && typeof value.widget === 'string')
      into.add(value.widget);
    // A field's own uiSchema sits under its name; 'items' and 'additionalProperties' hold nested ones.
    else collect(value, into);
  }
}

/**
 * The widget names the journey's cards give in their uiSchemas (composition resolved: a card that
 * extends another names its base's widgets too), sorted and each once. Template cards are left out:
 * they are never shown, only the cards that extend them. With `cardIds`, only those cards' (a card id
 * the journey does not have names none).
 */
export function journeyWidgetNames(journey: Journey, cardIds?: readonly string[]): string[] {
  const names = new Set<string>();
  const cards = cardIds ? cardIds.map((id) => journey.cards.get(id)) : journey.cards.values();
  for (const card of cards) if (card) collect(card.file.uiSchema, names);
  return [...names].sort();
}
