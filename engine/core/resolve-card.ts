/**
 * One card of the resolved view: its fields' visibility, requiredness, enabled state and errors (from
 * the core validator and the card's checks), then, as the user sees it, the error-display mode, values,
 * payload and notices; and the locked-step notice a waiting card shows.
 */
import { formatMessage } from './messages.js';
import { truthy } from './rules/prepare.js';
import type { EvalContext } from './rules/types.js';
import type { FieldSchema } from './types.js';
import { defaultMessageKey, isEmptyValue, type FieldValidator } from './validate-field.js';
import type {
  FieldError,
  Journey,
  JourneyState,
  LoadedCard,
  ResolvedCard,
  ResolvedField,
  UiState,
} from './view-types.js';

/** A card's fields resolved without the display mode: what validity and rules need. */
export interface CardContent {
  readonly fields: Record<
    string,
    { visible: boolean; required: boolean; enabled: boolean; label: string; errors: FieldError[] }
  >;
  readonly valid: boolean;
}

/** Resolve a card's fields and validity (rules, validator, checks), before the display mode. */
export function resolveCardContent(
  journey: Journey,
  card: LoadedCard,
  ctx: EvalContext,
  validator: FieldValidator,
): CardContent {
  const properties = card.file.schema.properties;
  const fields: CardContent['fields'] = {};
  let valid = true;
  for (const name of card.fieldOrder) {
    const schema = properties[name];
    const rules = card.fieldRules[name];
    const visible = !rules?.visibleWhen || truthy(rules.visibleWhen.evaluate(ctx));
    const enabled = !rules?.enabledWhen || truthy(rules.enabledWhen.evaluate(ctx));
    const required =
      visible &&
      (card.requiredAlways.has(name) || (!!rules?.requiredWhen && truthy(rules.requiredWhen.evaluate(ctx))));
    const label = labelOf(card, name, schema);
    const errors: FieldError[] = [];
    if (visible) {
      const value = ctx.state[name];
      const overrides = card.file.fields?.[name]?.messages ?? {};
      if (isEmptyValue(value)) {
        if (required)
          errors.push(fieldError(journey, overrides.required ?? 'validation.required', { label }));
      } else {
        const failure = validator(schema, value);
        if (failure) {
          const key = overrides[failure.keyword] ?? defaultMessageKey(failure, schema);
          errors.push(fieldError(journey, key, { ...failure.params, label: failure.label ?? label }));
        }
      }
    }
    fields[name] = { visible, required, enabled, label, errors };
  }
  // One message per field, the most useful: required, then the schema's keywords (in the validator's
  // priority), then the card's checks in the order they are written. A check is not evaluated for a
  // field already in error (an empty usage is "required", not also "between 1 & 200000").
  for (const check of card.checks) {
    const field = fields[check.field];
    if (!field?.visible || field.errors.length > 0) continue;
    if (truthy(check.when.evaluate(ctx)))
      field.errors.push(fieldError(journey, check.message, { ...check.params, label: field.label }));
  }
  for (const name of card.fieldOrder) if (fields[name].errors.length > 0) valid = false;
  return { fields, valid };
}

function labelOf(card: LoadedCard, name: string, schema: FieldSchema): string {
  const ui = card.file.uiSchema?.[name];
  const uiTitle = ui && typeof ui === 'object' && !Array.isArray(ui) ? ui['ui:title'] : undefined;
  return schema.title ?? (typeof uiTitle === 'string' ? uiTitle : name);
}

function fieldError(journey: Journey, key: string, params: Record<string, string | number>): FieldError {
  return { key, params, message: formatMessage(journey.messages, key, params) };
}

/** Apply visibility of the card and the error-display mode; compute values, payload and notices. */
export function presentCard(
  journey: Journey,
  card: LoadedCard,
  content: CardContent,
  shown: boolean,
  ui: UiState,
  state: JourneyState,
  ctx: EvalContext,
): ResolvedCard {
  const submitted = ui.submitted || ui.submittedCards.includes(card.file.id);
  const fields: Record<string, ResolvedField> = {};
  const values: Record<string, unknown> = {};
  const payload: Record<string, unknown> = {};
  for (const name of card.fieldOrder) {
    const field = content.fields[name];
    const visible = shown && field.visible;
    const allErrors = visible ? field.errors : [];
    const display = visible && (submitted || ui.touched[name] === true);
    fields[name] = {
      name,
      label: field.label,
      visible,
      required: visible && field.required,
      enabled: field.enabled,
      errors: display ? allErrors : [],
      allErrors,
    };
    const value = state[name];
    values[name] = value;
    // Hidden-value policy: a hidden field's value stays in the state (so it comes back when the field
    // does) but leaves the payload.
    if (visible && value !== undefined) payload[name] = value;
  }
  const showing = shown ? card.notices.filter((notice) => truthy(notice.when.evaluate(ctx))) : [];
  const notices = showing.map((notice) => formatMessage(journey.messages, notice.message, notice.params));
  const noticeKeys = showing.map((notice) => notice.message);
  return {
    id: card.file.id,
    title: card.file.title,
    hint: card.file.hint,
    visible: shown,
    valid: content.valid,
    fields,
    fieldOrder: card.fieldOrder,
    values,
    payload,
    notices,
    noticeKeys,
  };
}

/**
 * Why later steps wait, when the blocking card shows an error to the householder (a card still being
 * filled in holds later steps back as usual, without a word): the flow's message with the card title,
 * the field label and the error shown.
 */
export function lockedNoticeOf(
  journey: Journey,
  key: string,
  blocking: ResolvedCard | undefined,
): string | null {
  if (!blocking?.visible) return null;
  for (const name of blocking.fieldOrder) {
    const field = blocking.fields[name];
    const error = field.errors[0];
    if (error)
      return formatMessage(journey.messages, key, {
        card: blocking.title,
        field: field.label,
        error: error.message,
      });
  }
  return null;
}
