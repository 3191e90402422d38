/**
 * MUI's outlined text field, composed from its parts: FormControl, InputLabel, OutlinedInput and
 * FormHelperText, or NativeSelect over the same OutlinedInput. It renders what MUI's `TextField`
 * renders for these props, but `TextField` imports `Select` for its `select` mode, and `Select`
 * brings Menu, Popover, Modal and the focus trap (about 41 KB minified) into every page that has a
 * text box, although the app only ever uses the browser's own select (the phone's picker).
 */
import type { ChangeEventHandler, InputHTMLAttributes, ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect, { type NativeSelectProps } from '@mui/material/NativeSelect';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

/** Attributes of the `<input>` (or `<select>`) element itself, `data-*` included. */
type HtmlInputProps = InputHTMLAttributes<HTMLInputElement> & Record<`data-${string}`, string | undefined>;

/** The props of {@link OutlinedField}: those of MUI's `TextField` the app uses. */
export interface OutlinedFieldProps extends Pick<
  OutlinedInputProps,
  | 'value'
  | 'onBlur'
  | 'onFocus'
  | 'onKeyDown'
  | 'onPaste'
  | 'inputRef'
  | 'placeholder'
  | 'autoFocus'
  | 'type'
  | 'autoComplete'
  | 'multiline'
  | 'minRows'
  | 'inputComponent'
> {
  /** The input's id; the label is `${id}-label`, the helper text `${id}-helper-text`. */
  id: string;
  name?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;
  label?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  /** A line under the box (a hint, or the error), which the input is described by. */
  helperText?: ReactNode;
  /** Reads the helper text out as it changes (an error shown with focus left in the box). */
  helperTextLive?: boolean;
  /** Keeps the label above the box even when it is empty (selects and date inputs). */
  shrinkLabel?: boolean;
  /** A native `<select>`; its `<option>`s are the children. */
  select?: boolean;
  children?: ReactNode;
  /** Attributes of the input element (MUI's `slotProps.htmlInput`). */
  htmlInput?: HtmlInputProps;
  sx?: SxProps<Theme>;
}

/** An outlined text box, or a native select with `select`: MUI's `TextField` without its Select. */
export function OutlinedField({
  id,
  label,
  required,
  disabled,
  error,
  fullWidth,
  size,
  helperText,
  helperTextLive,
  shrinkLabel,
  select,
  children,
  htmlInput,
  sx,
  onChange,
  ...input
}: OutlinedFieldProps) {
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const hasLabel = label !== undefined && label !== null && label !== '';
  const box = (
    <OutlinedInput
      label={label}
      notched={shrinkLabel}
      fullWidth={fullWidth}
      // As TextField's: NativeSelect puts these attributes on the <select>.
      inputProps={htmlInput}
    />
  );
  return (
    <FormControl
      variant="outlined"
      required={required}
      disabled={disabled}
      error={error}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {hasLabel ? (
        <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrinkLabel}>
          {label}
        </InputLabel>
      ) : null}
      {select ? (
        <NativeSelect id={id} input={box} onChange={onChange as NativeSelectProps['onChange']} {...input}>
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          id={id}
          label={label}
          notched={shrinkLabel}
          fullWidth={fullWidth}
          aria-describedby={helperTextId}
          inputProps={htmlInput}
          onChange={onChange}
          {...input}
        />
      )}
      {helperText ? (
        <FormHelperText id={helperTextId} aria-live={helperTextLive ? 'polite' : undefined}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
