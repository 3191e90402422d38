/**
 * The generic widgets: text, number and select, on MUI (radio and checkbox: toggles.tsx). Written here rather than taken
 * from @rjsf/mui so that labels, `aria-describedby` and `aria-invalid` follow the engine's error display
 * (errors come from the core) and radio groups are a fieldset with a legend.
 */
import { useCallback, type ChangeEvent, type FocusEvent, type KeyboardEvent } from 'react';
import { EchoInput, useEchoedInput } from './useEchoedInput.js';
import { normaliseText } from './normalise-text.js';
import { OutlinedField } from './OutlinedField.js';
import type { WidgetProps } from '@rjsf/utils';
import { choose, describedBy, hasError } from './aria.js';
import { useMessages } from '../messages.js';

/**
 * A single-line text input. `ui:options.inputType` may set `email`, `tel` ...; `autocomplete` is honoured;
 * `normalise` (`trim`, `phone`, `digits`: see {@link normaliseText}) says what the form keeps of the text.
 */
export function TextWidget(props: WidgetProps) {
  const {
    id,
    value,
    label,
    required,
    disabled,
    readonly,
    onChange,
    onBlur,
    onFocus,
    options,
    autofocus,
    placeholder,
  } = props;
  const kind = options.normalise;
  const commit = useCallback(
    (typed: string) => {
      const text = normaliseText(typed, kind);
      onChange(text === '' ? options.emptyValue : text);
    },
    [onChange, options.emptyValue, kind],
  );
  // The box keeps what was typed while the form holds its normal form.
  const matches = useCallback(
    (typed: string, v: unknown) => normaliseText(typed, kind) === valueText(v),
    [kind],
  );
  const { text, onText, inputRef, flush } = useEchoedInput(value, valueText, commit, matches);
  const handleChange = useCallback((e: ChangeEvent<HTMLInputElement>) => onText(e.target.value), [onText]);
  return (
    <OutlinedField
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={text}
      inputRef={inputRef}
      error={hasError(props)}
      placeholder={placeholder}
      autoFocus={autofocus}
      type={typeof options.inputType === 'string' ? options.inputType : 'text'}
      autoComplete={typeof options.autocomplete === 'string' ? options.autocomplete : undefined}
      onChange={handleChange}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        flush();
        onBlur(id, e.target.value);
      }}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') flush();
      }}
      inputComponent={EchoInput}
      htmlInput={{ 'aria-describedby': describedBy(props), 'aria-invalid': hasError(props) }}
      fullWidth
    />
  );
}

/** A form value as input text. */
function valueText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** "12." and "12.0" mean the number 12: keep showing them while the form holds 12. */
function numberMatches(draft: string, value: unknown): boolean {
  return parseNumberInput(draft) === (value ?? undefined);
}

/** Parses what the user typed; text that is not a number is kept as text so validation can name it. */
function parseNumberInput(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const n = Number(trimmed);
  return /^-?(\d+\.?\d*|\.\d+)$/.test(trimmed) && Number.isFinite(n) ? n : text;
}

/**
 * A number typed as text (`inputMode=decimal`, no spinner), keeping what the user typed ("12.") on screen
 * while the form holds the number.
 */
export function NumberWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, autofocus } = props;
  const commit = useCallback((text: string) => onChange(parseNumberInput(text)), [onChange]);
  const { text: shown, onText, inputRef, flush } = useEchoedInput(value, valueText, commit, numberMatches);
  const handleChange = useCallback((e: ChangeEvent<HTMLInputElement>) => onText(e.target.value), [onText]);
  return (
    <OutlinedField
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={shown}
      inputRef={inputRef}
      error={hasError(props)}
      autoFocus={autofocus}
      onChange={handleChange}
      onBlur={(e: FocusEvent<HTMLInputElement>) => {
        flush();
        onBlur(id, e.target.value);
      }}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, e.target.value)}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (e.key === 'Enter') flush();
      }}
      inputComponent={EchoInput}
      htmlInput={{
        inputMode: 'decimal',
        'aria-describedby': describedBy(props),
        'aria-invalid': hasError(props),
      }}
      fullWidth
    />
  );
}

/** One option of a native select. */
export interface SelectChoice {
  readonly value: unknown;
  readonly label: string;
}

/**
 * A native select (fast, and the phone's own picker) over `choices`, with a "Please select" first option.
 * `describedByExtra` names ids the widget renders besides (a status note).
 */
export function NativeSelect({
  props,
  choices,
  describedByExtra = [],
}: {
  props: WidgetProps;
  choices: readonly SelectChoice[];
  describedByExtra?: string[];
}) {
  const { id, value, label, required, disabled, readonly, onBlur, onFocus, options } = props;
  const t = useMessages();
  const index = choices.findIndex((o) => o.value === value);
  return (
    <OutlinedField
      id={id}
      name={id}
      select
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={index < 0 ? '' : String(index)}
      error={hasError(props)}
      onChange={(e) =>
        choose(props, e.target.value === '' ? options.emptyValue : choices[Number(e.target.value)]?.value)
      }
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      shrinkLabel
      htmlInput={{
        'aria-describedby': describedBy(props, describedByExtra),
        'aria-invalid': hasError(props),
      }}
      fullWidth
    >
      <option value="">{t('widget.select.placeholder')}</option>
      {choices.map((o, i) => (
        <option key={String(o.value)} value={String(i)}>
          {o.label}
        </option>
      ))}
    </OutlinedField>
  );
}

/** A native select over the field's `enum` / `oneOf` options. */
export function SelectWidget(props: WidgetProps) {
  return <NativeSelect props={props} choices={props.options.enumOptions ?? []} />;
}
