import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isAxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';
import { apiClient, isHandledByErrorPage, serverMessage } from '../../api/client';
import { checkAlreadySwitched } from '../../api/endpoints/alreadySwitched';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { useCarbonStore } from '../../stores/carbon';
import { trackAction } from '../../tracking';
import { OutlinedField } from '../../../engine/react/widgets/OutlinedField.js';

/**
 * A Switch Id as the form takes it: digits only, 1 to 10 of them (spaces around are ignored).
 * @internal Exported for its unit test.
 */
export function validSwitchId(value: string): boolean {
  return /^\d{1,10}$/.test(value.trim());
}

/**
 * The existing-switch carbon offset form (spec section 2), at its own route so a customer can come
 * back later from the footer link: a Switch Id and See Projects. A switch the server knows is stored
 * as the uuid and the page goes to carbonOffset; otherwise 'We could not find a switch with this Id'.
 */
export default function ExistingSwitchPage() {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const switchId = value.trim();
    setProblem(null);
    if (!validSwitchId(switchId)) {
      setFieldError(t('carbon.existing.invalid'));
      document.getElementById('existing-switch-id')?.focus();
      return;
    }
    setFieldError(null);
    setBusy(true);
    trackAction(t('page.carbonOffsetExisting.title'), 'See Projects');
    try {
      if (await checkAlreadySwitched(apiClient(), switchId)) {
        useCarbonStore.getState().setUuid(switchId);
        navigate(PATHS.carbonOffset);
        return;
      }
      setProblem(t('carbon.switchNotFound'));
    } catch (error) {
      if (isHandledByErrorPage(error)) return;
      // A 429 (too many tries) or 400 says why in the server's words.
      setProblem((isAxiosError(error) && serverMessage(error.response?.data)) || t('carbon.existing.failed'));
    }
    setBusy(false);
  };

  return (
    <>
      <PageHeading>{t('page.carbonOffsetExisting.title')}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '40rem' }}>{t('carbon.existing.intro')}</Typography>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <OutlinedField
          id="existing-switch-id"
          label={t('carbon.existing.label')}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            if (fieldError && validSwitchId(e.target.value)) setFieldError(null);
          }}
          error={fieldError !== null}
          helperText={fieldError ?? t('carbon.existing.hint')}
          required
          autoComplete="off"
          htmlInput={{ inputMode: 'numeric', maxLength: 10 }}
          // Submitted with Enter in the field, focus does not move: the message is read as it appears.
          helperTextLive
          sx={{ display: 'block', mb: 2, maxWidth: '20rem' }}
          fullWidth
        />
        {problem && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={busy}>
          {busy ? t('carbon.existing.checking') : t('carbon.existing.submit')}
        </Button>
      </form>
    </>
  );
}
