/**
 * `postcodeSearch`: the postcode box and a Find address button. What was typed is committed
 * (upper-cased, spaces removed: spec section 5) only when the user asks to find addresses, so the
 * lookup runs once per search, not per keystroke; the field's onChange effect runs the search.
 */
import { useEffect, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { compactPostcode, normalisePostcode } from '../../../../contract/uk/postcode';
import { t } from '../../../i18n/t';
import { describedBy, hasError } from './aria';

/** The `postcodeSearch` widget. */
export function PostcodeSearchWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  // Shown with its space (SW1A 1AA) though stored compact.
  const stored = typeof value === 'string' ? normalisePostcode(value) : '';
  const [draft, setDraft] = useState(stored);
  // A value set from outside (reset on entry) replaces the draft.
  useEffect(() => setDraft(stored), [stored]);

  const search = () => {
    const postcode = compactPostcode(draft);
    onChange(postcode === '' ? undefined : postcode);
    onBlur(id, postcode);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      search();
    }
  };
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      alignItems={{ xs: 'stretch', sm: 'flex-start' }}
    >
      <TextField
        id={id}
        name={id}
        label={label}
        required={required}
        disabled={disabled || readonly}
        value={draft}
        error={hasError(props)}
        autoComplete="postal-code"
        placeholder={t('quote.postcodeHint')}
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, draft)}
        slotProps={{
          htmlInput: {
            maxLength: 50,
            autoCapitalize: 'characters',
            'aria-describedby': describedBy(props),
            'aria-invalid': hasError(props),
          },
        }}
        sx={{ flex: 1, maxWidth: { sm: '18rem' } }}
      />
      <Button
        variant="contained"
        size="large"
        onClick={search}
        disabled={disabled || readonly}
        sx={{ minHeight: 56 }}
      >
        {t('quote.findAddress')}
      </Button>
    </Stack>
  );
}
