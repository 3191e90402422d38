/**
 * `<JourneyCard controller cardId />`: one card, sign-up section or consent variant rendered with RJSF
 * over MUI. The card subscribes to its own slice of the controller; values, visibility, requiredness and
 * errors come from the core's resolved view, never from the schema (which stays static: RJSF validates
 * nothing here, `journeyValidator` only answers which choice a value is). The card's notices show under its hint; a hidden card whose
 * step waits for an earlier step that shows an error renders the flow's locked notice in its place.
 */
import { memo, useCallback, useId, useRef, type FormEvent, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { JourneyController, ResolvedCard } from '../core/index.js';
import { useJourneyRenderContext } from './context.js';
import { useCardView, useResolvedUiSchema, useShownErrors } from './useCard.js';
import { rjsfTemplates, rjsfFields } from './theme.js';
import { journeyValidator } from './coreValidator.js';

/** Props of {@link JourneyCard}. */
export interface JourneyCardProps {
  /** The journey controller (engine/core `createJourneyController`). */
  controller: JourneyController;
  /** Id of the card to render (a card file's `id`). */
  cardId: string;
  /** Heading level of the card title; default 2 (under the page's h1). */
  headingLevel?: 2 | 3 | 4;
  /** Render the card even when the core hides it (the staff preview); default false: hidden renders nothing. */
  renderHidden?: boolean;
  /**
   * Called after a submit attempt when the card is valid, with the card's payload (visible fields only).
   * Without it the card has no submit behaviour of its own (the page submits the flow).
   */
  onSubmit?: (payload: Readonly<Record<string, unknown>>, card: ResolvedCard) => void;
  /** Buttons or anything else rendered at the end of the form (e.g. a submit button). */
  children?: ReactNode;
}

/** Turns a card id into an HTML id prefix (`quote.gas-supplier` -> `quote-gas-supplier`). */
export function cardIdPrefix(cardId: string): string {
  return cardId.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The field a widget id belongs to: `prefix_field` or `prefix_field_sub` -> `field`. */
function fieldOfId(id: string, prefix: string, fieldOrder: readonly string[]): string | undefined {
  const rest = id.startsWith(`${prefix}_`) ? id.slice(prefix.length + 1) : undefined;
  if (rest === undefined) return undefined;
  return [...fieldOrder]
    .sort((a, b) => b.length - a.length)
    .find((f) => rest === f || rest.startsWith(`${f}_`));
}

/** Renders one card of a journey. See {@link JourneyCardProps}. */
export const JourneyCard = memo(function JourneyCard(props: JourneyCardProps) {
  const { controller, cardId, headingLevel = 2, renderHidden = false, onSubmit, children } = props;
  const { journey, widgets } = useJourneyRenderContext();
  const card = useCardView(controller, cardId);
  const loaded = journey.cards.get(cardId);
  if (!loaded) throw new Error(`JourneyCard: no card "${cardId}" in the journey`);
  const schema = loaded.file.schema as unknown as RJSFSchema;
  const uiSchema = useResolvedUiSchema(loaded.file.uiSchema as UiSchema | undefined, card);
  const extraErrors = useShownErrors(card);
  const prefix = cardIdPrefix(cardId);
  const headingId = `${prefix}__title${useId().replace(/:/g, '')}`;

  // The last values the form was given: a change event is diffed against them to find what the user changed.
  const valuesRef = useRef(card?.values);
  valuesRef.current = card?.values;

  const handleChange = useCallback(
    (event: IChangeEvent) => {
      const next = (event.formData ?? {}) as Record<string, unknown>;
      const before = (valuesRef.current ?? {}) as Record<string, unknown>;
      for (const name of new Set([...Object.keys(next), ...Object.keys(before)])) {
        if (!sameValue(next[name], before[name])) void controller.setValue(name, next[name]);
      }
    },
    [controller],
  );
  const fieldOrder = card?.fieldOrder;
  const handleBlur = useCallback(
    (id: string) => {
      const name = fieldOfId(id, prefix, fieldOrder ?? []);
      if (name) controller.touch(name);
    },
    [controller, prefix, fieldOrder],
  );
  const handleSubmit = useCallback(
    (_e: IChangeEvent, event: FormEvent) => {
      event.preventDefault();
      controller.submitAttempt(cardId);
      const after = controller.getCard(cardId);
      if (after?.valid && onSubmit) onSubmit(after.payload, after);
    },
    [controller, cardId, onSubmit],
  );

  if (!card) return null;
  // A hidden card whose step waits for an earlier step showing an error says why, in its place.
  if (!card.visible && !renderHidden)
    return card.lockedNotice ? (
      <Alert severity="info" role="status" data-locked-notice={cardId} sx={{ mb: 4 }}>
        {card.lockedNotice}
      </Alert>
    ) : null;
  const Heading = `h${headingLevel}` as const;
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      data-card={cardId}
      data-card-visible={card.visible}
      sx={{ mb: 4 }}
    >
      <Typography id={headingId} component={Heading} variant="h5" sx={{ mb: card.hint ? 0.5 : 2 }}>
        {card.title}
      </Typography>
      {card.hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {card.hint}
        </Typography>
      ) : null}
      {card.notices.map((notice) => (
        <Alert key={notice} severity="info" role="status" sx={{ mb: 2 }} data-card-notice>
          {notice}
        </Alert>
      ))}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={card.values}
        validator={journeyValidator}
        widgets={widgets.toRjsfWidgets()}
        templates={rjsfTemplates}
        fields={rjsfFields}
        idPrefix={prefix}
        noHtml5Validate
        noValidate
        showErrorList={false}
        extraErrors={extraErrors}
        onChange={handleChange}
        onBlur={handleBlur}
        onSubmit={handleSubmit}
      >
        {children ?? <></>}
      </Form>
    </Box>
  );
});

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
