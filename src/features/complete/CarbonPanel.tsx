import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';
import { formatTonnes } from '../../format/carbon';
import { PATHS } from '../../routes/routeTable';

/** An offset already paid for the switch: its payment reference and the share of the footprint. */
export interface PaidOffset {
  reference: string;
  percentage: number;
}

/**
 * The carbon panel of Switch Complete: the footprint in tonnes of CO2 a year and 'Offset my carbon now!';
 * once an offset is paid (the householder came back after paying), what was offset and its
 * reference instead of an offer that could only end in "already paid".
 */
export function CarbonPanel({
  tonnes,
  paid,
  onOffset,
}: {
  tonnes: number;
  paid?: PaidOffset | null;
  onOffset(): void;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="carbon-panel-title"
      data-testid="carbon-panel"
      sx={{ p: { xs: 2, sm: 3 }, mt: 4, borderColor: 'success.main', borderWidth: 2 }}
    >
      <Typography id="carbon-panel-title" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {t('complete.carbon.title')}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
        {t('complete.carbon.amount', { tonnes: formatTonnes(tonnes) })}
      </Typography>
      {paid ? (
        <Typography data-testid="carbon-paid">
          {t('complete.carbon.paid', { percentage: paid.percentage, reference: paid.reference })}
        </Typography>
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>{t('complete.carbon.note')}</Typography>
          {/* A link to the offset page, so a press works before the app has taken over the server's
              page too (the server renders that page for the same switch); once live, the app's own
              navigation, with its tracking. A button to the householder, as GOV.UK's start button. */}
          <Button
            variant="contained"
            color="success"
            href={PATHS.carbonOffset}
            role="button"
            onClick={(event) => {
              event.preventDefault();
              onOffset();
            }}
          >
            {t('complete.carbon.button')}
          </Button>
        </>
      )}
    </Paper>
  );
}
