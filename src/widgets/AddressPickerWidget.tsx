/**
 * `addressPicker`: the addresses found for the postcode (the list the card names, `ui:options.list`), as a native select (the phone's own picker,
 * fully keyboard-usable). Choosing one counts as touching the field, so a non-domestic meter's message
 * shows at once, with a plain explanation: the service is for homes, choose another address. Under
 * it, the meter lookup of the chosen address (progress, or what to do when it failed).
 */
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { listName, useList } from '../../engine/react/index.js';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';
import { t } from '../i18n/t';
import { describedBy, hasError } from './aria';
import { MeterLookupStatus } from './MeterLookupStatus';

/** The `addressPicker` widget. */
export function AddressPickerWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { items, status } = useList(listName(props));
  const addresses = items.map((item) => ({ text: String(item.value) }));
  const statusId = `${id}__status`;
  const note =
    status === 'loading'
      ? t('quote.addressSearching')
      : status === 'failed'
        ? t('quote.addressFailed')
        : status === 'done' && addresses.length === 0
          ? t('quote.addressNone')
          : status === 'idle'
            ? t('quote.addressSearchFirst')
            : '';
  const current = typeof value === 'string' ? value : '';
  const nonDomestic = (props.rawErrors ?? []).includes(t('quote.nonDomestic'));
  const helpId = `${id}__nonDomestic`;
  const extraIds = [...(note ? [statusId] : []), ...(nonDomestic ? [helpId] : [])];
  return (
    <>
      {addresses.length > 0 ? (
        <OutlinedField
          id={id}
          name={id}
          select
          label={label}
          required={required}
          disabled={disabled || readonly}
          value={addresses.some((a) => a.text === current) ? current : ''}
          error={hasError(props)}
          onChange={(e) => {
            const text = e.target.value || undefined;
            onChange(text);
            onBlur(id, text);
          }}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          shrinkLabel
          htmlInput={{
            'aria-describedby': describedBy(props, extraIds),
            'aria-invalid': hasError(props),
          }}
          fullWidth
        >
          <option value="">{t('quote.addressPlaceholder', { count: addresses.length })}</option>
          {addresses.map((a) => (
            <option key={a.text} value={a.text}>
              {a.text}
            </option>
          ))}
        </OutlinedField>
      ) : null}
      {note ? (
        <Typography
          id={statusId}
          role="status"
          variant="body2"
          color={
            status === 'failed' || (status === 'done' && addresses.length === 0) ? 'error' : 'text.secondary'
          }
          sx={{ mt: 1 }}
        >
          {note}
        </Typography>
      ) : null}
      {nonDomestic ? (
        <Alert id={helpId} severity="info" sx={{ mt: 1.5 }}>
          {t('quote.nonDomesticHelp')}
        </Alert>
      ) : null}
      {current ? <MeterLookupStatus id={id} /> : null}
    </>
  );
}
