import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../../i18n/t';
import { PATHS } from '../../../routes/routeTable';
import { getSettings } from '../../../settings';
import {
  applyFilters,
  hiddenReviewOnlyCount,
  isNarrowed,
  narrowingCount,
  payMethodsIn,
  resetFilters,
} from '../filters';
import { showsCarbonCard } from '../carbon';
import type { QuoteRef } from '../quoteRef';
import { useResultsStore } from '../../../stores/results';
import {
  proposedPayMethod,
  selectionOf,
  useCurrentTariff,
  useFirstUnfiltered,
  useResultActions,
} from '../useResults';
import { Assumptions, Funding } from './Assumptions';
import { CarbonCard } from './CarbonCard';
import { CurrentTariffCard } from './CurrentTariffCard';
import { FilterPanel } from './FilterPanel';
import { ResultsList } from './ResultsList';

/**
 * The loaded results: a toolbar (back to the answers, Filter Results), the current tariff and
 * carbon cards, the list, and what the figures rest on. On a phone the cards stack: current tariff,
 * list, then the assumptions; on a desktop the side column holds the cards.
 */
export function ResultsView({ quote }: { quote: QuoteRef }) {
  const results = useResultsStore((s) => s.results)!;
  const filters = useResultsStore((s) => s.filters)!;
  const setFilters = useResultsStore((s) => s.setFilters);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const rows = results.resultsInDetail;
  const shown = useMemo(() => applyFilters(rows, filters), [rows, filters]);
  const hiddenReviewOnly = hiddenReviewOnlyCount(rows, filters);
  const logos = useMemo(() => new Map((results.suppliers ?? []).map((s) => [s.id, s.logoUrl])), [results]);
  const current = useCurrentTariff(quote, useFirstUnfiltered());
  const actions = useResultActions(quote);
  const reset = () => setFilters(resetFilters(rows, proposedPayMethod(quote)));
  const narrowed = narrowingCount(filters);
  const settings = getSettings();
  const footprint = results.carbonFootprint;
  const showCarbon = showsCarbonCard(
    settings.carbonOffset,
    quote.switchType ?? results.switchType,
    footprint,
  );

  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 2,
        }}
      >
        <Link component={RouterLink} to={PATHS.currentTariff}>
          {t('results.changeAnswers')}
        </Link>
        <Button
          variant="contained"
          color="secondary"
          aria-haspopup="dialog"
          onClick={() => setFiltersOpen(true)}
        >
          {narrowed ? t('results.filterButtonOn', { count: narrowed }) : t('results.filterButton')}
        </Button>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
          gridTemplateAreas: { xs: '"side" "main" "trust"', md: '"main side" "main trust"' },
          gridTemplateRows: { md: 'auto 1fr' },
        }}
      >
        <Box sx={{ gridArea: 'side', display: 'grid', gap: 2 }}>
          <CurrentTariffCard
            current={current.status === 'ready' ? current.data.existingTariff : undefined}
            cost={results.currentCost}
            failed={current.status === 'failed' ? current : undefined}
          />
          {showCarbon && <CarbonCard footprintKg={footprint} />}
        </Box>
        <Box sx={{ gridArea: 'main', display: 'grid', gap: 2 }}>
          <Typography role="status" data-testid="results-count" sx={{ fontWeight: 600 }}>
            {t('results.count', { count: shown.length })}
          </Typography>
          {filters.switchable && (
            <Alert
              severity="info"
              data-testid="switchable-notice"
              action={
                <Button
                  color="inherit"
                  size="small"
                  variant="outlined"
                  sx={{ whiteSpace: 'nowrap' }}
                  onClick={() => setFilters({ ...filters, switchable: false })}
                >
                  {t('results.showAllPlans')}
                </Button>
              }
            >
              {t('results.onlySwitchable', { count: hiddenReviewOnly })}
            </Alert>
          )}
          <ResultsList
            rows={shown}
            logos={logos}
            filterKey={JSON.stringify(filters)}
            narrowed={isNarrowed(filters)}
            onReset={reset}
            busyKey={actions.busy}
            switchError={actions.error}
            onSwitchNow={(row) => void actions.switchNow(selectionOf(row))}
            onMoreInfo={(row) => actions.moreInfo(selectionOf(row))}
          />
        </Box>
        <Box sx={{ gridArea: 'trust', display: 'grid', gap: 2 }}>
          <Assumptions results={results} />
          <Funding />
        </Box>
      </Box>
      <FilterPanel
        open={filtersOpen}
        filters={filters}
        suppliers={results.suppliers ?? []}
        payMethods={payMethodsIn(rows)}
        shownCount={shown.length}
        onChange={setFilters}
        onReset={reset}
        onClose={() => setFiltersOpen(false)}
      />
    </>
  );
}
