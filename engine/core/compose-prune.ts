/**
 * Removing a field with `null` removes everything about it. A card that extends a template and writes
 * `"schema": { "properties": { "x": null } }` means "this card has no x": the template's `uiSchema`,
 * `fields`, `checks`, `required` entry and the effects that set it go with it, so no fault is blamed on
 * the template for a name the card's own file removed. (An effect that clears it stays: clearing a field
 * the card does not show makes sure no earlier answer to it is sent.)
 */
import { isObject, type Origin, type Origins, type Traced } from './compose-merge.js';
import { pointer } from './errors.js';
import type { JsonObject, JsonValue } from './json.js';

/** The field names `overlay` removes from its bases with `null` in `schema.properties`. */
export function removedFields(overlay: JsonValue): string[] {
  const properties = isObject(overlay) && isObject(overlay.schema) ? overlay.schema.properties : undefined;
  if (!isObject(properties)) return [];
  return Object.entries(properties)
    .filter(([, value]) => value === null)
    .map(([name]) => name);
}

/** `traced` without the uiSchema, fields, checks, required entries and effects of `names`. */
export function pruneRemovedFields(traced: Traced, names: readonly string[]): Traced {
  if (names.length === 0 || !isObject(traced.value)) return traced;
  const gone = new Set(names);
  const origins: Origins = new Map(traced.origins);
  const card = structuredClone(traced.value);

  const dropMember = (owner: JsonObject, key: string, path: string) => {
    if (!(key in owner)) return;
    delete owner[key];
    const at = pointer(path, key);
    for (const k of [...origins.keys()]) if (k === at || k.startsWith(`${at}/`)) origins.delete(k);
  };
  /** Keep the items `keep` accepts, moving the origins of later items to their new index. */
  const filterList = (list: JsonValue[], path: string, keep: (item: JsonValue) => boolean): JsonValue[] => {
    const moved = new Map<string, Origin>();
    const kept: JsonValue[] = [];
    list.forEach((item, i) => {
      const from = pointer(path, i);
      const to = pointer(path, kept.length);
      for (const [k, origin] of origins) {
        if (k !== from && !k.startsWith(`${from}/`)) continue;
        if (keep(item)) moved.set(to + k.slice(from.length), origin);
      }
      if (keep(item)) kept.push(item);
    });
    for (const k of [...origins.keys()]) if (k.startsWith(`${path}/`)) origins.delete(k);
    for (const [k, origin] of moved) origins.set(k, origin);
    return kept;
  };
  // A `clear` of a removed field stays: it makes sure no earlier answer to it is sent.
  const pruneEffects = (list: JsonValue, path: string): JsonValue => {
    if (!Array.isArray(list)) return list;
    list.forEach((effect, i) => {
      if (!isObject(effect)) return;
      const at = pointer(path, i);
      for (const kind of ['set', 'compute'] as const) {
        const values = effect[kind];
        if (isObject(values)) for (const name of names) dropMember(values, name, pointer(at, kind));
      }
    });
    return filterList(list, path, (effect) => !isEmptyEffect(effect));
  };

  const ui = card.uiSchema;
  if (isObject(ui)) {
    for (const name of names) dropMember(ui, name, '/uiSchema');
    const order = ui['ui:order'];
    if (Array.isArray(order))
      ui['ui:order'] = filterList(order, '/uiSchema/ui:order', (n) => !gone.has(String(n)));
  }
  if (isObject(card.fields)) for (const name of names) dropMember(card.fields, name, '/fields');
  if (isObject(card.schema) && Array.isArray(card.schema.required))
    card.schema.required = filterList(card.schema.required, '/schema/required', (n) => !gone.has(String(n)));
  if (Array.isArray(card.checks))
    card.checks = filterList(card.checks, '/checks', (c) => !(isObject(c) && gone.has(String(c.field))));
  if (card.onShow !== undefined) card.onShow = pruneEffects(card.onShow, '/onShow');
  if (isObject(card.onChange)) {
    for (const name of names) dropMember(card.onChange, name, '/onChange');
    for (const [name, list] of Object.entries(card.onChange))
      card.onChange[name] = pruneEffects(list, pointer('/onChange', name));
  }
  return { value: card, origins };
}

/** An effect left with nothing to do once the removed fields are gone. */
function isEmptyEffect(effect: JsonValue): boolean {
  if (!isObject(effect)) return false;
  for (const kind of ['set', 'compute'] as const)
    if (kind in effect) return isObject(effect[kind]) && Object.keys(effect[kind]).length === 0;
  return false;
}
