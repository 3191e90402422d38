/**
 * The per-card subscription: a `JourneyCard` re-renders only when the controller says its own card's
 * slice changed (the controller keeps the same slice object until then), so typing into one card never
 * re-renders another.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { ErrorSchema, UiSchema } from '@rjsf/utils';
import type { JourneyController, ResolvedCard, ResolvedField } from '../core/index.js';
import { FIELD_STATE_KEY, type FieldUiState } from './templates/field-state.js';

/** Subscribes to one card's resolved slice. */
export function useCardView(controller: JourneyController, cardId: string): ResolvedCard | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => controller.subscribe(cardId, onChange),
    [controller, cardId],
  );
  const snapshot = useCallback(() => controller.getCard(cardId), [controller, cardId]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

type FieldCache = Map<string, { field: ResolvedField; base: unknown; ui: UiSchema }>;

/**
 * The card's uiSchema with each field's resolved state under `ui:journey`. A field's entry keeps its
 * identity while its state is unchanged, so RJSF's memoised fields skip it.
 */
export function useResolvedUiSchema(base: UiSchema | undefined, card: ResolvedCard | undefined): UiSchema {
  const cache = useRef<FieldCache>(new Map());
  const last = useRef<{ card?: ResolvedCard; base?: UiSchema; result: UiSchema }>({ result: {} });
  if (last.current.card === card && last.current.base === base) return last.current.result;
  const result: UiSchema = { ...(base ?? {}) };
  result['ui:submitButtonOptions'] = { norender: true };
  if (card) {
    for (const name of card.fieldOrder) {
      const field = card.fields[name];
      if (!field) continue;
      const fieldBase = base?.[name];
      const hit = cache.current.get(name);
      if (hit && hit.base === fieldBase && sameState(hit.field, field)) {
        result[name] = hit.ui;
        continue;
      }
      const state: FieldUiState = {
        visible: field.visible,
        required: field.required,
        enabled: field.enabled,
      };
      const ui: UiSchema = { ...((fieldBase as UiSchema | undefined) ?? {}), [FIELD_STATE_KEY]: state };
      if (!('ui:title' in ui) && field.label) ui['ui:title'] = field.label;
      cache.current.set(name, { field, base: fieldBase, ui });
      result[name] = ui;
    }
  }
  last.current = { card, base, result };
  return result;
}

function sameState(a: ResolvedField, b: ResolvedField): boolean {
  return (
    a === b ||
    (a.visible === b.visible && a.required === b.required && a.enabled === b.enabled && a.label === b.label)
  );
}

/** The card's shown errors (display mode applied by the core) in RJSF's `extraErrors` shape. */
export function useShownErrors(card: ResolvedCard | undefined): ErrorSchema {
  const last = useRef<{ card?: ResolvedCard; result: ErrorSchema }>({ result: {} });
  if (last.current.card === card) return last.current.result;
  const result: Record<string, { __errors: string[] }> = {};
  if (card) {
    for (const name of card.fieldOrder) {
      const field = card.fields[name];
      if (field?.visible && field.errors.length > 0)
        result[name] = { __errors: field.errors.map((e) => e.message) };
    }
  }
  last.current = { card, result: result as ErrorSchema };
  return last.current.result;
}
