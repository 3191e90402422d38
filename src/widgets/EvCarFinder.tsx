/**
 * The EV panel's car finder: by registration, or by make, then model, then engine size. What was
 * typed and the way of finding are kept for the visit; a slow registration lookup shows as busy.
 */
import { useEffect, useState } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { apiClient } from '../api/client';
import {
  fetchEvByRegistration,
  fetchEvEngineSizes,
  fetchEvMakes,
  fetchEvModels,
  type EvEngineSize,
  type EvListItem,
} from '../api/endpoints/ev';
import { t } from '../i18n/t';
import { useVisitState } from '../stores/visitState';
import { BusyButton } from '../components/BusyButton';
import { OutlinedField } from '../../engine/react/widgets/OutlinedField.js';

/** The car the estimate is for. */
export interface Car {
  make: string;
  model: string;
  engineSize: string;
  milesPerKWh: number;
}

function NativeSelect(props: {
  id: string;
  label: string;
  value: number | '';
  items: EvListItem[];
  onChange(id: number | ''): void;
}) {
  return (
    <OutlinedField
      id={props.id}
      select
      label={props.label}
      value={props.value === '' ? '' : String(props.value)}
      onChange={(e) => props.onChange(e.target.value === '' ? '' : Number(e.target.value))}
      shrinkLabel
      fullWidth
    >
      <option value="">{t('quote.selectPlaceholder')}</option>
      {props.items.map((i) => (
        <option key={i.id} value={String(i.id)}>
          {i.name}
        </option>
      ))}
    </OutlinedField>
  );
}

/** Finds a car for the EV panel `id`; `onCar` gets it (or null when none is found). */
export function EvCarFinder({ id, onCar }: { id: string; onCar(car: Car | null): void }) {
  const [findBy, setFindBy] = useVisitState<'registration' | 'model'>(`${id}:findBy`, 'registration');
  const [registration, setRegistration] = useVisitState(`${id}:registration`, '');
  const [notFound, setNotFound] = useState(false);
  const [registrationMissing, setRegistrationMissing] = useState(false);
  const [finding, setFinding] = useState(false);
  const [makes, setMakes] = useState<EvListItem[]>([]);
  const [models, setModels] = useState<EvListItem[]>([]);
  const [engines, setEngines] = useState<EvEngineSize[]>([]);
  const [makeId, setMakeId] = useState<number | ''>('');
  const [modelId, setModelId] = useState<number | ''>('');
  const [engineId, setEngineId] = useState<number | ''>('');

  useEffect(() => {
    if (findBy === 'model' && makes.length === 0) void fetchEvMakes(apiClient()).then(setMakes);
  }, [findBy, makes.length]);

  const findByRegistration = async () => {
    if (registration.trim() === '') {
      setRegistrationMissing(true);
      return;
    }
    setRegistrationMissing(false);
    setFinding(true);
    const vehicle = await fetchEvByRegistration(apiClient(), registration.trim().toUpperCase()).finally(() =>
      setFinding(false),
    );
    setNotFound(vehicle === null);
    onCar(
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
    onCar(
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
  const registrationLabel = t('quote.ev.registration');
  return (
    <>
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
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <OutlinedField
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
            htmlInput={{ maxLength: 10, autoCapitalize: 'characters' }}
          />
          <BusyButton
            variant="outlined"
            onClick={() => void (finding || findByRegistration())}
            busy={finding}
            sx={{ minHeight: 56 }}
          >
            {t('quote.ev.find')}
          </BusyButton>
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
      {finding ? (
        <Typography role="status" variant="body2">
          {t('quote.ev.finding')}
        </Typography>
      ) : null}
      {notFound && findBy === 'registration' && !finding ? (
        <Typography role="status" variant="body2" color="error">
          {t('quote.ev.notFound')}
        </Typography>
      ) : null}
    </>
  );
}
