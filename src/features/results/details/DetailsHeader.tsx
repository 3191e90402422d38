import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PayMethodName } from '../../../../contract/api/common';
import type { TariffInfo } from '../../../api/endpoints/tariffInfo';
import { t } from '../../../i18n/t';
import { namedBadges } from '../badges';
import { Badges } from '../components/Badges';
import { FeatureList } from '../components/FeatureList';
import { PriceBlock } from '../components/PriceBlock';
import { SupplierLogo } from '../components/SupplierLogo';

/** Tariff details show four features (spec section 9). */
const FEATURES_SHOWN = 4;

/** Props of {@link DetailsHeader}. */
export interface DetailsHeaderProps {
  info: TariffInfo;
  payMethod?: PayMethodName;
  /** The new tariff's yearly cost and saving, when the projections have loaded. */
  cost?: { total: number; savings: number };
  busy: boolean;
  error?: string;
  onSwitchNow(): void;
}

/**
 * The tariff at the top of its details: supplier and logo, name, badges, the four features, what it
 * costs a year, and Switch Now, or the Review Only badge for a tariff the service cannot switch to.
 */
export function DetailsHeader({ info, payMethod, cost, busy, error, onSwitchNow }: DetailsHeaderProps) {
  const reviewOnly = info.switchOption === 'None';
  const badges = namedBadges(info.badges).filter((b) => b !== 'reviewOnly');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="tariff-name"
      sx={{
        p: { xs: 2, sm: 2.5 },
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 240px' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 1.25, alignContent: 'start' }}>
        {info.supplierLogoUrl ? (
          <SupplierLogo url={info.supplierLogoUrl} alt={info.supplierNameSimple} height={40} />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontWeight: 600 }}>{info.supplierNameSimple}</Typography>
        )}
        <Typography variant="h2" id="tariff-name" sx={{ fontSize: '1.5rem' }}>
          {info.tariffName}
        </Typography>
        <Badges badges={badges} payMethod={payMethod} label={t('results.card.badgesLabel')} />
        <Typography component="h3" sx={{ fontWeight: 700, mt: 1 }}>
          {t('details.features')}
        </Typography>
        <FeatureList features={info.features ?? []} shown={FEATURES_SHOWN} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, alignContent: 'start' }}>
        {cost && <PriceBlock total={cost.total} savings={cost.savings} />}
        {reviewOnly ? (
          <Box sx={{ display: 'grid', gap: 1 }}>
            <Chip
              label={t('badge.reviewOnly')}
              variant="outlined"
              sx={{
                justifySelf: 'start',
                fontWeight: 700,
                color: '#663c00',
                bgcolor: '#fff4e5',
                borderColor: '#ffb74d',
              }}
            />
            <Typography variant="body2">
              {t('results.card.reviewOnlyNote', { supplier: info.supplierNameSimple })}
            </Typography>
          </Box>
        ) : (
          <Button variant="contained" size="large" disabled={busy} onClick={onSwitchNow}>
            {t('results.card.switchNow')}
          </Button>
        )}
        {error && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.dark', fontWeight: 600 }}>
            {error}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}
