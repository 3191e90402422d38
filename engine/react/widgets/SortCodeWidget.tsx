/**
 * Sort code as three boxes of two digits. Typing the second digit moves focus to the next box; pasting a
 * whole sort code ("12-34-56") into any box fills all three. The form holds the digits only ("123456").
 */
import { useRef, useState, type ClipboardEvent } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import type { WidgetProps } from '@rjsf/utils';
import { describedBy, hasError } from './aria.js';
import { useMessages } from '../messages.js';
import { splitSortCode } from './sort-code.js';
import { OutlinedField } from './OutlinedField.js';

/** The `sortCode` widget. */
export function SortCodeWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const t = useMessages();
  const [pairs, setPairs] = useState<string[]>(() => splitSortCode(value));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const joined = pairs.join('');
  const shown = joined === (typeof value === 'string' ? value : '') ? pairs : splitSortCode(value);
  const commit = (next: string[]) => {
    setPairs(next);
    const digits = next.join('');
    onChange(digits === '' ? undefined : digits);
  };
  const update = (index: number, text: string) => {
    const digits = text.replace(/\D/g, '').slice(0, 2);
    const next = [...shown];
    next[index] = digits;
    commit(next);
    if (digits.length === 2 && index < 2) inputs.current[index + 1]?.focus();
  };
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const digits = e.clipboardData.getData('text').replace(/\D/g, '');
    if (digits.length !== 6) return;
    e.preventDefault();
    commit(splitSortCode(digits));
    inputs.current[2]?.focus();
  };
  return (
    <FormControl component="fieldset" error={hasError(props)} disabled={disabled || readonly}>
      <FormLabel component="legend" required={required}>
        {label}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1 }}>
        {[0, 1, 2].map((i) => (
          <OutlinedField
            key={i}
            id={i === 0 ? id : `${id}-${i + 1}`}
            value={shown[i]}
            error={hasError(props)}
            inputRef={(el: HTMLInputElement | null) => {
              inputs.current[i] = el;
            }}
            onChange={(e) => update(i, e.target.value)}
            onPaste={paste}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
            sx={{ width: '4.5em' }}
            htmlInput={{
              inputMode: 'numeric',
              maxLength: 2,
              autoComplete: 'off',
              'aria-label': t(`widget.sortCode.part${i + 1}`),
              'aria-invalid': hasError(props),
              // On each box (the first is what an error summary link focuses): a focused input's
              // description is read out, its group's not always.
              'aria-describedby': describedBy(props),
            }}
          />
        ))}
      </Box>
    </FormControl>
  );
}
