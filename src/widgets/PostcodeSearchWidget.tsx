/**
 * `postcodeSearch`: the postcode box and a Find address button. What was typed is committed
 * (upper-cased, spaces removed: spec section 5) when the user asks to find addresses or leaves the box
 * with a changed postcode, so the lookup runs once per postcode, not per keystroke; the field's
 * onChange effect runs the search. Leaving the box commits too because a householder typing an address
 * in ("I can't find my address") never presses Find: the postcode they can see must be the one kept.
 * Typing a different postcode drops the address chosen for the old one (and its meters) at once, so
 * a quote is never made for an address the postcode box no longer shows. Only a valid postcode is
 * shown re-spaced (SW1A 1AA); anything else stays as typed next to its message.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { WidgetProps } from '@rjsf/utils';
import { compactPostcode, normalisePostcode, POSTCODE_PATTERN } from '../../contract/uk/postcode';
import { t } from '../i18n/t';
import { useQuoteLookups } from '../stores/quoteLookups';
import { describedBy, hasError } from './aria';
import { useQuoteController } from './QuoteControllerContext';
import { useLookupAgain } from './LookupAgainContext';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';

/** Whether `text` has the shape of a UK postcode (spaces and case aside). */
const isPostcodeShape = (text: string) => POSTCODE_PATTERN.test(normalisePostcode(text));

/**
 * How a stored postcode is shown: one of the UK shape with its space, anything else as stored.
 * @internal Exported for its unit test.
 */
export function shownPostcode(value: unknown): string {
  if (typeof value !== 'string') return '';
  return isPostcodeShape(value) ? normalisePostcode(value) : value;
}

/** The `postcodeSearch` widget. */
export function PostcodeSearchWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const controller = useQuoteController();
  const again = useLookupAgain();
  const stored = typeof value === 'string' ? value : '';
  const [draft, setDraft] = useState(() => shownPostcode(stored));
  // What this widget last committed: a stored value other than that was set from outside (a reset).
  const committed = useRef(stored);
  useEffect(() => {
    if (stored === committed.current) return;
    committed.current = stored;
    setDraft(shownPostcode(stored));
  }, [stored]);

  const search = () => {
    const postcode = compactPostcode(draft);
    committed.current = postcode;
    if (isPostcodeShape(postcode)) setDraft(normalisePostcode(postcode));
    // The same postcode again after its list was dropped or its search failed: no change for the
    // journey, so search here.
    const status = useQuoteLookups.getState().addressStatus;
    if (controller && postcode === stored && (status === 'idle' || status === 'failed'))
      void again?.addresses(controller);
    onChange(postcode === '' ? undefined : postcode);
    onBlur(id, postcode);
  };
  // Leaving the box with a postcode other than the stored one commits it as Find would.
  const leave = () => {
    if (compactPostcode(draft) !== stored) search();
  };
  const type = (text: string) => {
    setDraft(text);
    // A different postcode: the address (and its meters) chosen for the old one no longer apply.
    if (controller && compactPostcode(text) !== stored && controller.getState().address !== undefined) {
      void controller.setValue('address', undefined);
      useQuoteLookups
        .getState()
        .set({ addresses: [], addressStatus: 'idle', addressPostcode: null, meterStatus: 'idle' });
    }
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
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
    >
      <OutlinedField
        id={id}
        name={id}
        label={label}
        required={required}
        disabled={disabled || readonly}
        value={draft}
        error={hasError(props)}
        autoComplete="postal-code"
        placeholder={t('quote.postcodeHint')}
        onChange={(e) => type(e.target.value)}
        onKeyDown={onKeyDown}
        onFocus={() => onFocus(id, draft)}
        onBlur={leave}
        htmlInput={{
          maxLength: 50,
          autoCapitalize: 'characters',
          'aria-describedby': describedBy(props),
          'aria-invalid': hasError(props),
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
