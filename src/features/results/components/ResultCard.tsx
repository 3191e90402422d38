import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ResultRow } from '../../../api/endpoints/results';
import { t } from '../../../i18n/t';
import { rowBadges } from '../badges';
import { isSwitchable } from '../filters';
import { Badges } from './Badges';
import { FeatureList } from './FeatureList';
import { PriceBlock } from './PriceBlock';
import { SupplierLogo } from './SupplierLogo';

/** Results show three features per tariff (spec section 9). */
const FEATURES_SHOWN = 3;

/** Props of {@link ResultCard}. */
export interface ResultCardProps {
  row: ResultRow;
  logoUrl?: string | null;
  /** Id of the card's heading (focused when "show more" reveals it). */
  headingId: string;
  /** A Switch Now of this card failed: the message to show under its buttons. */
  error?: string;
  busy?: boolean;
  onSwitchNow(row: ResultRow): void;
  onMoreInfo(row: ResultRow): void;
}

/**
 * One result (spec section 2): logo, badges, tariff name, three features with a control for the
 * rest, the projected annual cost, the saving or increased cost, Switch Now and More Info. A
 * review-only tariff shows no Switch Now, only why not.
 */
export function ResultCard({
  row,
  logoUrl,
  headingId,
  error,
  busy,
  onSwitchNow,
  onMoreInfo,
}: ResultCardProps) {
  const switchable = isSwitchable(row);
  const forTariff = (
    <Box component="span" sx={visuallyHidden}>
      {`: ${t('results.card.forTariff', { tariff: row.tariffName, supplier: row.supplierName })}`}
    </Box>
  );
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-tariff-id={row.tariffId}
      data-pay-method={row.payMethod}
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 250px' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.25, alignContent: 'start' }}>
        {logoUrl ? (
          <SupplierLogo url={logoUrl} alt={row.supplierName} height={36} />
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
            {row.supplierName}
          </Typography>
        )}
        <Typography
          variant="h2"
          id={headingId}
          tabIndex={-1}
          sx={{ fontSize: '1.2rem', '&:focus': { outline: '2px solid', outlineOffset: 2 } }}
        >
          {row.tariffName}
        </Typography>
        <Badges badges={rowBadges(row)} payMethod={row.payMethod} label={t('results.card.badgesLabel')} />
        <FeatureList features={row.tariffDetails ?? []} shown={FEATURES_SHOWN} />
      </Box>
      <Box
        sx={(theme) => ({
          display: 'grid',
          gap: 1,
          alignContent: 'start',
          // Whole border values per breakpoint: a shorthand in a media query would reset the colour.
          borderTop: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
          borderLeft: { xs: 'none', md: `1px solid ${theme.palette.divider}` },
          pt: { xs: 2, md: 0 },
          pl: { xs: 0, md: 2.5 },
        })}
      >
        <PriceBlock total={row.totalCost} monthly={row.monthlyCost} savings={row.savings} />
        <Box sx={{ display: 'grid', gap: 1, mt: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr' } }}>
          {switchable ? (
            <Button variant="contained" size="large" disabled={busy} onClick={() => onSwitchNow(row)}>
              {t('results.card.switchNow')}
              {forTariff}
            </Button>
          ) : (
            <Typography variant="body2" data-review-only sx={{ gridColumn: '1 / -1' }}>
              {t('results.card.reviewOnlyNote', { supplier: row.supplierName })}
            </Typography>
          )}
          <Button variant="outlined" onClick={() => onMoreInfo(row)}>
            {t('results.card.moreInfo')}
            {forTariff}
          </Button>
          {error && (
            <Typography
              role="alert"
              variant="body2"
              sx={{ gridColumn: '1 / -1', color: 'error.dark', fontWeight: 600 }}
            >
              {error}
            </Typography>
          )}
        </Box>
      </Box>
    </Paper>
  );
}
