import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '../i18n/t';

/** A call that failed: what happened, in plain words, and Try again (nothing the householder chose is lost). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" size="small" onClick={onRetry}>
          {t('results.tryAgain')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
