/**
 * `lookupSelect`: a native select whose options come from a list the app loaded, named by
 * `ui:options.list`: `tariffs.gas|electricity|dual` (the supplier's tariffs) or `estimate.<list>` (the
 * help-me-estimate lists). Values are the items' ids.
 */
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { t } from '../../../i18n/t';
import { useQuoteLookups, type QuoteLookupsState, type SupplyKind } from '../lookups';
import { describedBy, hasError, stringOption } from './aria';

/** An option of a lookup list. */
export interface LookupOption {
  id: number;
  name: string;
}

const EMPTY: LookupOption[] = [];

/** The options a list name stands for, from the lookups store. */
export function optionsOf(state: QuoteLookupsState, list: string): LookupOption[] {
  const [group, name] = list.split('.');
  if (group === 'tariffs') return state.tariffs[name as SupplyKind] ?? EMPTY;
  if (group === 'estimate')
    return (state.estimateLists as Record<string, LookupOption[]> | null)?.[name] ?? EMPTY;
  return EMPTY;
}

/** The `lookupSelect` widget. */
export function LookupSelectWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const list = stringOption(props, 'list');
  const options = useQuoteLookups((s) => optionsOf(s, list));
  const status = useQuoteLookups((s) =>
    list.startsWith('tariffs.') ? s.tariffStatus[list.slice(8) as SupplyKind] : 'done',
  );
  const statusId = `${id}__status`;
  const note =
    status === 'loading'
      ? t('quote.tariffsLoading')
      : list.startsWith('tariffs.') && status === 'done' && options.length === 0
        ? t('quote.tariffsNone')
        : '';
  const index = options.findIndex((o) => o.id === value);
  return (
    <>
      <TextField
        id={id}
        name={id}
        select
        label={label}
        required={required}
        disabled={disabled || readonly}
        value={index < 0 ? '' : String(options[index].id)}
        error={hasError(props)}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: {
            'aria-describedby': describedBy(props, note ? [statusId] : []),
            'aria-invalid': hasError(props),
          },
        }}
        fullWidth
      >
        <option value="">{t('quote.selectPlaceholder')}</option>
        {options.map((o) => (
          <option key={o.id} value={String(o.id)}>
            {o.name}
          </option>
        ))}
      </TextField>
      {note ? (
        <Typography id={statusId} role="status" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {note}
        </Typography>
      ) : null}
    </>
  );
}
