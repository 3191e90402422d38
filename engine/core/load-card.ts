/**
 * Loads one resolved card: prepares its rules (each located in the file that wrote it), its effects and
 * notices, and works out its field order.
 */
import { locate as locateIn } from './compose-merge.js';
import type { ComposedCard } from './compose.js';
import { pointer } from './errors.js';
import type { Prepare } from './load-options.js';
import type { CardFile, Effect } from './types.js';
import type { LoadedCard, Locate, PreparedEffect } from './view-types.js';

/** Load the card at `path` (its composed form). */
export function loadCard(path: string, composed: ComposedCard, prepare: Prepare): LoadedCard {
  const file = composed.card;
  const locate: Locate = (jsonPath) => locateIn(composed.origins, jsonPath) ?? { file: path, path: jsonPath };
  const fieldRules: Record<string, LoadedCard['fieldRules'][string]> = {};
  for (const [name, rules] of Object.entries(file.fields ?? {})) {
    const base = pointer('/fields', name);
    fieldRules[name] = {
      visibleWhen: prepare(rules.visibleWhen, locate, pointer(base, 'visibleWhen')),
      requiredWhen: prepare(rules.requiredWhen, locate, pointer(base, 'requiredWhen')),
      enabledWhen: prepare(rules.enabledWhen, locate, pointer(base, 'enabledWhen')),
    };
  }
  const checks = (file.checks ?? []).flatMap((check, i) => {
    const when = prepare(check.when, locate, `/checks/${i}/when`);
    return when ? [{ when, field: check.field, message: check.message, params: check.params ?? {} }] : [];
  });
  const notices = (file.notices ?? []).flatMap((notice, i) => {
    const when = prepare(notice.when, locate, `/notices/${i}/when`);
    return when ? [{ when, message: notice.message, params: notice.params ?? {} }] : [];
  });
  const effects = (list: readonly Effect[], base: string): PreparedEffect[] =>
    list.map((effect, i) => {
      if (!('compute' in effect)) return effect;
      const compute: Record<string, NonNullable<ReturnType<Prepare>>> = {};
      for (const [name, rule] of Object.entries(effect.compute)) {
        const prepared = prepare(rule, locate, pointer(`${base}/${i}/compute`, name));
        if (prepared) compute[name] = prepared;
      }
      return { compute };
    });
  const onChange: Record<string, PreparedEffect[]> = {};
  for (const [name, list] of Object.entries(file.onChange ?? {}))
    onChange[name] = effects(list, pointer('/onChange', name));
  return {
    file,
    source: composed.source,
    path,
    locate,
    visibleWhen: prepare(file.visibleWhen, locate, '/visibleWhen'),
    fieldRules,
    checks,
    notices,
    onShow: effects(file.onShow ?? [], '/onShow'),
    onChange,
    fieldOrder: fieldOrderOf(file),
    requiredAlways: new Set(file.schema?.required ?? []),
    scenarios: Array.isArray(file.scenarios) ? file.scenarios : [],
  };
}

/** Field order: the uiSchema's `ui:order` (with `*` for the rest), else schema property order. */
function fieldOrderOf(file: CardFile): string[] {
  const names = Object.keys(file.schema?.properties ?? {});
  const order = file.uiSchema?.['ui:order'];
  if (!Array.isArray(order)) return names;
  const listed = order.filter((name): name is string => typeof name === 'string' && names.includes(name));
  const rest = names.filter((name) => !listed.includes(name));
  const star = order.indexOf('*');
  if (star === -1) return [...listed, ...rest];
  const before = order.slice(0, star).filter((n): n is string => typeof n === 'string' && names.includes(n));
  return [...before, ...rest, ...listed.filter((n) => !before.includes(n))];
}
