import Alert from '@mui/material/Alert';
import { t } from '../../i18n/t';
import { useStartingAgainStore } from '../../stores/startingAgain';

/**
 * One line at the top of the quote form when a later page was opened without a quote and the
 * householder was sent here: why the form is empty, instead of an empty form without a word.
 */
export function StartingAgainNotice() {
  const from = useStartingAgainStore((s) => s.from);
  if (!from) return null;
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }} data-starting-again>
      {t('quote.startingAgain')}
    </Alert>
  );
}
