import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';

/** The one line under the quote form's heading saying what the service does and that it is free. */
export function ValueStatement() {
  return (
    <Typography id="value-statement" sx={{ mb: 3 }}>
      {t('quote.valueStatement')}
    </Typography>
  );
}
