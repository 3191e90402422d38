/** Text-like standard widgets: textarea, password, email, native date, hidden. */
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasError } from './aria.js';
import { TextWidget } from './basic.js';
import { OutlinedField } from './OutlinedField.js';

/** `textarea`: multi-line text; `ui:options.rows` sets the height. */
export function TextareaWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  return (
    <OutlinedField
      id={id}
      name={id}
      label={label}
      required={required}
      disabled={disabled || readonly}
      multiline
      minRows={typeof options.rows === 'number' ? options.rows : 3}
      value={value ?? ''}
      error={hasError(props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      htmlInput={{ 'aria-describedby': describedBy(props), 'aria-invalid': hasError(props) }}
      fullWidth
    />
  );
}

/** `password`: a text input of type password. */
export function PasswordWidget(props: WidgetProps) {
  return (
    <TextWidget
      {...props}
      options={{ ...props.options, inputType: 'password', autocomplete: 'current-password' }}
    />
  );
}

/** `email`: a text input of type email with the email keyboard and autocomplete. */
export function EmailWidget(props: WidgetProps) {
  // An address pasted with a space around it is still the address.
  return (
    <TextWidget
      {...props}
      options={{ normalise: 'trim', ...props.options, inputType: 'email', autocomplete: 'email' }}
    />
  );
}

/** `date`: the browser's own date input (use `dayMonthYear` for dates people type, like a birth date). */
export function NativeDateWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus, options } = props;
  return (
    <OutlinedField
      id={id}
      name={id}
      type="date"
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={value ?? ''}
      error={hasError(props)}
      onChange={(e) => onChange(e.target.value === '' ? options.emptyValue : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
      shrinkLabel
      htmlInput={{ 'aria-describedby': describedBy(props), 'aria-invalid': hasError(props) }}
      fullWidth
    />
  );
}

/** `hidden`: keeps a value in the form without showing anything. */
export function HiddenWidget({ id, value }: WidgetProps) {
  return (
    <input
      type="hidden"
      id={id}
      name={id}
      value={value === undefined || value === null ? '' : String(value)}
    />
  );
}
