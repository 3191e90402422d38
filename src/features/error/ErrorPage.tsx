import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { useSessionStore } from '../../stores/session';
import { errorText, showsTryAgain } from './errorText';

/**
 * The error page `/error/:status` (spec section 2 and the texts of section 8): Try Again (back one
 * page) where it can help, and always a way back to the start.
 */
export default function ErrorPage() {
  const status = useParams().status ?? '500';
  const stored = useSessionStore((s) => s.error);
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>{t('error.title', { status })}</PageHeading>
      <Typography sx={{ mb: 3 }}>{errorText(status, stored)}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        {showsTryAgain(status) && (
          <Button variant="contained" onClick={() => navigate(-1)}>
            {t('error.tryAgain')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={PATHS.currentTariff}
          variant={showsTryAgain(status) ? 'outlined' : 'contained'}
        >
          {t('error.backToStart')}
        </Button>
      </Stack>
    </>
  );
}
