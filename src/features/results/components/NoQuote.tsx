import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../../i18n/t';
import { PATHS } from '../../../routes/routeTable';

/** Opened without a quote (a bookmark, a new tab): say what is missing and lead to the quote form. */
export function NoQuote() {
  return (
    <>
      <Typography sx={{ mb: 2 }}>{t('results.noQuote')}</Typography>
      <Button variant="contained" component={RouterLink} to={PATHS.currentTariff}>
        {t('results.startQuote')}
      </Button>
    </>
  );
}
