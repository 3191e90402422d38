/**
 * `evPanel`: the "I have an electric vehicle" panel of the electricity usage (the spec gives only the
 * calls). Find the car (EvCarFinder); ask annual miles and the home charger; the estimated charging
 * (miles / miles per kWh, domain.md section 7) fills the field, which stays editable and is added to
 * the electricity usage in the quote request. What was typed is kept for the visit.
 */
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { evChargingKWh } from './evCharging';
import { t } from '../i18n/t';
import { useVisitState } from '../stores/visitState';
import { describedBy, hasError } from './aria';
import { EvCarFinder, type Car } from './EvCarFinder';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';

/** Average annual mileage (domain.md section 7): the starting figure. */
const AVERAGE_MILES = 7400;

const CHARGERS = ['quote.ev.charger3pin', 'quote.ev.charger11', 'quote.ev.charger22'] as const;

/**
 * Annual miles as typed: a whole number (thousands separators allowed), or null when it is not one.
 * @internal Exported for its unit test.
 */
export function milesOf(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

/** The `evPanel` widget. */
export function EvPanelWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const [car, setCar] = useVisitState<Car | null>(`${id}:car`, null);
  const [miles, setMiles] = useVisitState(`${id}:miles`, String(AVERAGE_MILES));
  const [charger, setCharger] = useVisitState<string>(`${id}:charger`, CHARGERS[0]);

  const estimateFor = (found: Car | null, milesText: string) => {
    const annualMiles = milesOf(milesText);
    if (!found || annualMiles === null || annualMiles <= 0) return;
    onChange(evChargingKWh(annualMiles, found.milesPerKWh));
  };
  const chooseCar = (found: Car | null) => {
    setCar(found);
    estimateFor(found, miles);
  };
  const kWhText = value === undefined || value === null ? '' : String(value);
  const milesLabel = t('quote.ev.miles');
  const annualMiles = milesOf(miles);
  const milesError = miles.trim() !== '' && annualMiles === null;
  return (
    <Box
      component="section"
      aria-labelledby={`${id}__panel`}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Typography id={`${id}__panel`} component="h3" variant="h6" sx={{ mb: 1 }}>
        {t('quote.ev.panelTitle')}
      </Typography>
      <Stack spacing={2}>
        <EvCarFinder id={id} onCar={chooseCar} />
        {car ? (
          <Typography role="status" variant="body2" data-ev-car>
            {t('quote.ev.found', { ...car, milesPerKWh: car.milesPerKWh })}
          </Typography>
        ) : null}
        <OutlinedField
          id={`${id}__miles`}
          label={milesLabel}
          value={miles}
          onChange={(e) => {
            setMiles(e.target.value);
            estimateFor(car, e.target.value);
          }}
          error={milesError}
          helperText={milesError ? t('validation.numbersOnly', { label: milesLabel }) : undefined}
          htmlInput={{ inputMode: 'numeric', 'aria-invalid': milesError }}
        />
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('quote.ev.charger')}</FormLabel>
          <RadioGroup value={charger} onChange={(_e, v) => setCharger(v)} name={`${id}__charger`}>
            {CHARGERS.map((key) => (
              <FormControlLabel key={key} value={key} control={<Radio />} label={t(key)} />
            ))}
          </RadioGroup>
        </FormControl>
        {car && annualMiles !== null && annualMiles > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('quote.ev.estimate', {
              kWh: evChargingKWh(annualMiles, car.milesPerKWh),
              miles: annualMiles,
              milesPerKWh: car.milesPerKWh,
            })}
          </Typography>
        ) : null}
        <OutlinedField
          id={id}
          name={id}
          label={label}
          required={required}
          disabled={disabled || readonly}
          value={kWhText}
          error={hasError(props)}
          onChange={(e) => {
            const text = e.target.value.trim();
            const n = Number(text);
            onChange(text === '' ? undefined : Number.isFinite(n) ? n : text);
          }}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          htmlInput={{
            inputMode: 'decimal',
            'aria-describedby': describedBy(props),
            'aria-invalid': hasError(props),
          }}
        />
      </Stack>
    </Box>
  );
}
