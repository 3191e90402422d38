/**
 * Under the address picker: the meter lookup of the chosen address as a householder should see it.
 * While it runs, a status with a spinner (progress, not an error); when it failed, what happened and
 * what to do: look again, type the meter numbers from a bill, or carry on and answer the questions.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/t';
import { useQuoteLookups } from '../stores/quoteLookups';
import { checkTypedMeters, type TypedMeterError, type TypedMeters } from './typedMeters';
import { useQuoteController } from './QuoteControllerContext';
import { useLookupAgain } from './LookupAgainContext';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';

const FIELDS = [
  { field: 'mpan', label: 'quote.meterMpan', hint: 'quote.meterMpanHint', digits: 25 },
  { field: 'mprn', label: 'quote.meterMprn', hint: 'quote.meterMprnHint', digits: 12 },
] as const;

/** The typed meter numbers form, shown after a failed lookup on request. */
function TypedMetersForm({
  idPrefix,
  onUse,
}: {
  idPrefix: string;
  onUse(typed: TypedMeters): TypedMeterError[];
}) {
  const [typed, setTyped] = useState<TypedMeters>({ mpan: '', mprn: '' });
  const [errors, setErrors] = useState<TypedMeterError[]>([]);
  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      {FIELDS.map(({ field, label, hint, digits }) => {
        const id = `${idPrefix}__${field}`;
        const error = errors.find((e) => e.field === field);
        const text = t(label);
        return (
          <OutlinedField
            key={field}
            id={id}
            label={text}
            value={typed[field]}
            onChange={(e) => setTyped({ ...typed, [field]: e.target.value })}
            error={Boolean(error)}
            helperText={error ? t(error.key, { label: text }) : t(hint)}
            htmlInput={{ inputMode: 'numeric', maxLength: digits, autoComplete: 'off' }}
            fullWidth
          />
        );
      })}
      <Box>
        <Button variant="outlined" onClick={() => setErrors(onUse(typed))}>
          {t('quote.meterNumbersUse')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The meter lookup's progress or failure for the address picker `id`. */
export function MeterLookupStatus({ id }: { id: string }) {
  const status = useQuoteLookups((s) => s.meterStatus);
  const controller = useQuoteController();
  const again = useLookupAgain();
  const [typing, setTyping] = useState(false);
  const [used, setUsed] = useState(false);
  if (status === 'loading') {
    return (
      <Stack
        id={`${id}__meters`}
        direction="row"
        spacing={1}
        role="status"
        sx={{ alignItems: 'center', mt: 1 }}
      >
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{t('quote.meterSearching')}</Typography>
      </Stack>
    );
  }
  if (status !== 'failed' || !controller) return null;
  const use = (typed: TypedMeters): TypedMeterError[] => {
    const check = checkTypedMeters(typed);
    if (!check.ok) return check.errors;
    void controller.patch(check.patch);
    setUsed(true);
    setTyping(false);
    return [];
  };
  return (
    <Alert id={`${id}__meters`} severity="warning" sx={{ mt: 1.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('quote.meterLookupFailed')}
      </Typography>
      <Typography variant="body2">{t('quote.meterLookupFailedHint')}</Typography>
      {used ? (
        <Typography variant="body2" role="status" sx={{ mt: 1 }}>
          {t('quote.meterNumbersUsed')}
        </Typography>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1.5 }}>
        {again ? (
          <Button
            variant="contained"
            onClick={() => {
              setUsed(false);
              void again.meters(controller);
            }}
          >
            {t('quote.meterRetry')}
          </Button>
        ) : null}
        <Button variant="outlined" aria-expanded={typing} onClick={() => setTyping(!typing)}>
          {t('quote.meterEnterNumbers')}
        </Button>
      </Stack>
      {typing ? <TypedMetersForm idPrefix={id} onUse={use} /> : null}
    </Alert>
  );
}
