/**
 * `evPanel`: the "I have an electric vehicle" panel of the electricity usage (the spec gives only the
 * calls). Find the car by registration, or by make, then model, then engine size; ask annual miles and
 * the home charger; the estimated charging (miles / miles per kWh, domain.md section 7) fills the
 * field, which stays editable and is added to the electricity usage in the quote request.
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { apiClient } from '../../../api/client';
import {
  fetchEvByRegistration,
  fetchEvEngineSizes,
  fetchEvMakes,
  fetchEvModels,
  type EvEngineSize,
  type EvListItem,
} from '../../../api/endpoints/ev';
import { evChargingKWh } from '../usage';
import { t } from '../../../i18n/t';
import { describedBy, hasError } from './aria';

/** Average annual mileage (domain.md section 7): the starting figure. */
const AVERAGE_MILES = 7400;

/** The car the estimate is for. */
interface Car {
  make: string;
  model: string;
  engineSize: string;
  milesPerKWh: number;
}

const CHARGERS = ['quote.ev.charger3pin', 'quote.ev.charger11', 'quote.ev.charger22'] as const;

/** Annual miles as typed: a whole number (thousands separators allowed), or null when it is not one. */
export function milesOf(text: string): number | null {
  const digits = text.replace(/[\s,]/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function NativeSelect(props: {
  id: string;
  label: string;
  value: number | '';
  items: EvListItem[];
  onChange(id: number | ''): void;
}) {
  return (
    <TextField
      id={props.id}
      select
      label={props.label}
      value={props.value === '' ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      fullWidth
    >
      <option value="">{t('quote.selectPlaceholder')}</option>
      {props.items.map((i) => (
        <option key={i.id} value={String(i.id)}>
          {i.name}
        </option>
      ))}
    </TextField>
  );
}

/** The `evPanel` widget. */
export function EvPanelWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, onChange, onBlur, onFocus } = props;
  const [findBy, setFindBy] = useState<'registration' | 'model'>('registration');
  const [registration, setRegistration] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [registrationMissing, setRegistrationMissing] = useState(false);
  const [makes, setMakes] = useState<EvListItem[]>([]);
  const [models, setModels] = useState<EvListItem[]>([]);
  const [engines, setEngines] = useState<EvEngineSize[]>([]);
  const [makeId, setMakeId] = useState<number | ''>('');
  const [modelId, setModelId] = useState<number | ''>('');
  const [engineId, setEngineId] = useState<number | ''>('');
  const [car, setCar] = useState<Car | null>(null);
  const [miles, setMiles] = useState(String(AVERAGE_MILES));
  const [charger, setCharger] = useState<string>(CHARGERS[0]);

  useEffect(() => {
    if (findBy === 'model' && makes.length === 0) void fetchEvMakes(apiClient()).then(setMakes);
  }, [findBy, makes.length]);

  const estimateFor = (found: Car | null, milesText: string) => {
    const annualMiles = milesOf(milesText);
    if (!found || annualMiles === null || annualMiles <= 0) return;
    onChange(evChargingKWh(annualMiles, found.milesPerKWh));
  };
  const chooseCar = (found: Car | null) => {
    setCar(found);
    estimateFor(found, miles);
  };
  const findByRegistration = async () => {
    if (registration.trim() === '') {
      setRegistrationMissing(true);
      return;
    }
    setRegistrationMissing(false);
    const vehicle = await fetchEvByRegistration(apiClient(), registration.trim().toUpperCase());
    setNotFound(vehicle === null);
    chooseCar(
      vehicle && {
        make: vehicle.make,
        model: vehicle.model,
        engineSize: vehicle.engineSize,
        milesPerKWh: vehicle.milesPerKWh,
      },
    );
  };
  const chooseMake = async (next: number | '') => {
    setMakeId(next);
    setModelId('');
    setEngineId('');
    setModels(next === '' ? [] : await fetchEvModels(apiClient(), next));
  };
  const chooseModel = async (next: number | '') => {
    setModelId(next);
    setEngineId('');
    setEngines(next === '' ? [] : await fetchEvEngineSizes(apiClient(), next));
  };
  const chooseEngine = (next: number | '') => {
    setEngineId(next);
    const engine = engines.find((e) => e.id === next);
    chooseCar(
      engine
        ? {
            make: makes.find((m) => m.id === makeId)?.name ?? '',
            model: models.find((m) => m.id === modelId)?.name ?? '',
            engineSize: engine.name,
            milesPerKWh: engine.milesPerKWh,
          }
        : null,
    );
  };
  const kWhText = value === undefined || value === null ? '' : String(value);
  const milesLabel = t('quote.ev.miles');
  const annualMiles = milesOf(miles);
  const milesError = miles.trim() !== '' && annualMiles === null;
  const registrationLabel = t('quote.ev.registration');
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
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('quote.ev.findBy')}</FormLabel>
          <RadioGroup
            row
            value={findBy}
            onChange={(_e, v) => setFindBy(v as 'registration' | 'model')}
            name={`${id}__findBy`}
          >
            <FormControlLabel value="registration" control={<Radio />} label={t('quote.ev.byRegistration')} />
            <FormControlLabel value="model" control={<Radio />} label={t('quote.ev.byModel')} />
          </RadioGroup>
        </FormControl>
        {findBy === 'registration' ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
            <TextField
              id={`${id}__registration`}
              label={registrationLabel}
              value={registration}
              error={registrationMissing}
              helperText={
                registrationMissing ? t('validation.required', { label: registrationLabel }) : undefined
              }
              onChange={(e) => setRegistration(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void findByRegistration();
                }
              }}
              slotProps={{ htmlInput: { maxLength: 10, autoCapitalize: 'characters' } }}
            />
            <Button variant="outlined" onClick={() => void findByRegistration()} sx={{ minHeight: 56 }}>
              {t('quote.ev.find')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <NativeSelect
              id={`${id}__make`}
              label={t('quote.ev.make')}
              value={makeId}
              items={makes}
              onChange={(v) => void chooseMake(v)}
            />
            <NativeSelect
              id={`${id}__model`}
              label={t('quote.ev.model')}
              value={modelId}
              items={models}
              onChange={(v) => void chooseModel(v)}
            />
            <NativeSelect
              id={`${id}__engine`}
              label={t('quote.ev.engineSize')}
              value={engineId}
              items={engines}
              onChange={chooseEngine}
            />
          </Stack>
        )}
        {notFound && findBy === 'registration' ? (
          <Typography role="status" variant="body2" color="error">
            {t('quote.ev.notFound')}
          </Typography>
        ) : null}
        {car ? (
          <Typography role="status" variant="body2" data-ev-car>
            {t('quote.ev.found', { ...car, milesPerKWh: car.milesPerKWh })}
          </Typography>
        ) : null}
        <TextField
          id={`${id}__miles`}
          label={milesLabel}
          value={miles}
          onChange={(e) => {
            setMiles(e.target.value);
            estimateFor(car, e.target.value);
          }}
          error={milesError}
          helperText={milesError ? t('validation.numbersOnly', { label: milesLabel }) : undefined}
          slotProps={{ htmlInput: { inputMode: 'numeric', 'aria-invalid': milesError } }}
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
        <TextField
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
          slotProps={{
            htmlInput: {
              inputMode: 'decimal',
              'aria-describedby': describedBy(props),
              'aria-invalid': hasError(props),
            },
          }}
        />
      </Stack>
    </Box>
  );
}
