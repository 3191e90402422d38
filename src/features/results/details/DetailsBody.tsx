import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { t } from '../../../i18n/t';
import { LoadFailed } from '../../../components/LoadFailed';
import { FUEL_ORDER } from '../fuels';
import type { QuoteRef } from '../quoteRef';
import { useResultActions } from '../useResults';
import { AboutSupplier } from './AboutSupplier';
import { CostChart, type FuelCost } from './CostChart';
import { DetailsHeader } from './DetailsHeader';
import { LabelsSection } from './LabelsSection';
import { ProjectionSection } from './ProjectionSection';
import type { PppDto } from '../../../api/endpoints/results';
import { useTariffDetails } from './useTariffDetails';

/** Each fuel's yearly cost on the current and the new tariff, from the Personal Projections. */
function fuelCosts(ppp: PppDto): FuelCost[] {
  return FUEL_ORDER.flatMap((fuel) => {
    const now = ppp.existingTariff[fuel];
    const next = ppp.newTariff[fuel];
    return now && next
      ? [
          {
            fuel,
            current: now.nextTwelveMonthsWithVat ?? now.personalProjection,
            next: next.nextTwelveMonthsWithVat ?? next.personalProjection,
          },
        ]
      : [];
  });
}

/**
 * The details of one tariff for the stored quote. The tariff information, the projections and the
 * labels load separately: a failing call shows its own message with Try again, and the rest stays.
 */
export function DetailsBody({ tariffId, quote }: { tariffId: number; quote: QuoteRef }) {
  const { payMethod, info, ppp, til } = useTariffDetails(tariffId, quote);
  const actions = useResultActions(quote);

  if (info.status === 'failed') return <LoadFailed message={info.message} onRetry={info.retry} />;
  if (info.status !== 'ready') {
    return (
      <Typography role="status" data-testid="details-loading">
        {t('details.loading')}
      </Typography>
    );
  }
  const costs = ppp.status === 'ready' ? fuelCosts(ppp.data) : [];
  const total = costs.reduce((sum, c) => sum + c.next, 0);
  const savings = costs.reduce((sum, c) => sum + c.current - c.next, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <DetailsHeader
        info={info.data}
        payMethod={payMethod}
        cost={costs.length ? { total, savings } : undefined}
        busy={actions.busy !== undefined}
        error={actions.error?.message}
        onSwitchNow={() =>
          void actions.switchNow({
            tariffId,
            payMethod: payMethod!,
            switchOption: info.data.switchOption ?? 'Online',
          })
        }
      />
      {ppp.status === 'failed' && <LoadFailed message={ppp.message} onRetry={ppp.retry} />}
      {ppp.status === 'ready' && (
        <>
          {costs.length > 0 && <CostChart costs={costs} tariffName={info.data.tariffName} />}
          <ProjectionSection ppp={ppp.data} />
        </>
      )}
      {til.status === 'failed' && <LoadFailed message={til.message} onRetry={til.retry} />}
      {til.status === 'ready' && <LabelsSection til={til.data} />}
      <AboutSupplier info={info.data} />
    </Box>
  );
}
