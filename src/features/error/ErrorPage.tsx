import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router-dom';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { useSessionStore } from '../../stores/session';
import { errorText, showsTryAgain } from './errorText';

/** The error page `/error/:status` (spec section 2 and the texts of section 8). */
export default function ErrorPage() {
  const status = useParams().status ?? '500';
  const stored = useSessionStore((s) => s.error);
  const navigate = useNavigate();
  return (
    <>
      <PageHeading>{t('error.title', { status })}</PageHeading>
      <Typography sx={{ mb: 3 }}>{errorText(status, stored)}</Typography>
      {showsTryAgain(status) && (
        <Button variant="contained" onClick={() => navigate(-1)}>
          {t('error.tryAgain')}
        </Button>
      )}
    </>
  );
}
