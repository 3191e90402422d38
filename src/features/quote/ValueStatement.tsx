import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';

/**
 * The one line under the quote form's heading saying what the service does and that it is free. The
 * server's page shell renders the same line (server/web/shell.ts) before any script runs.
 */
export function ValueStatement() {
  return (
    <Typography id="value-statement" sx={{ mb: 3 }}>
      {t('quote.valueStatement')}
    </Typography>
  );
}
