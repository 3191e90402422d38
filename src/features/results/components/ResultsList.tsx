import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ResultRow } from '../../../api/endpoints/results';
import { t } from '../../../i18n/t';
import { ResultCard } from './ResultCard';

/** Cards shown at first and added by each "show more": keeps a phone page light and quick. */
const PAGE_SIZE = 10;

/** Props of {@link ResultsList}. */
export interface ResultsListProps {
  rows: ResultRow[];
  logos: ReadonlyMap<number, string | null | undefined>;
  /** Changes whenever the filters do, so the list starts again from the top. */
  filterKey: string;
  /** Whether filters (beyond the payment method) narrowed the list: the empty state says so. */
  narrowed: boolean;
  onReset(): void;
  switchError?: { key: string; message: string };
  busyKey?: string;
  onSwitchNow(row: ResultRow): void;
  onMoreInfo(row: ResultRow): void;
}

/** A row's key: a tariff appears once per payment method. */
const rowKey = (r: ResultRow) => `${r.tariffId}-${r.payMethod}`;

/**
 * The result cards, cheapest first, a page at a time; "show more" moves focus to the first card
 * it reveals. With no rows, the empty state: 'No results found', and what to do about the filters.
 */
export function ResultsList(props: ResultsListProps) {
  const { rows, filterKey } = props;
  const [limit, setLimit] = useState({ key: filterKey, count: PAGE_SIZE });
  const count = limit.key === filterKey ? limit.count : PAGE_SIZE;
  const focusIndex = useRef<number | null>(null);

  useEffect(() => {
    if (focusIndex.current === null) return;
    document.getElementById(`result-heading-${focusIndex.current}`)?.focus();
    focusIndex.current = null;
  }, [count]);

  if (rows.length === 0) {
    return (
      <Box data-testid="results-empty" sx={{ py: 4, textAlign: 'center' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          {t('results.empty')}
        </Typography>
        {props.narrowed && (
          <>
            <Typography sx={{ mb: 2 }}>{t('results.emptyFiltered')}</Typography>
            <Button variant="outlined" onClick={props.onReset}>
              {t('results.resetFilters')}
            </Button>
          </>
        )}
      </Box>
    );
  }
  const shown = rows.slice(0, count);
  const more = Math.min(PAGE_SIZE, rows.length - shown.length);
  return (
    <Box>
      <Box
        component="ol"
        aria-label={t('results.listLabel')}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {shown.map((row, i) => {
          const key = rowKey(row);
          return (
            <li key={key}>
              <ResultCard
                row={row}
                logoUrl={props.logos.get(row.supplierId)}
                headingId={`result-heading-${i}`}
                error={props.switchError?.key === key ? props.switchError.message : undefined}
                busy={props.busyKey === key}
                onSwitchNow={props.onSwitchNow}
                onMoreInfo={props.onMoreInfo}
              />
            </li>
          );
        })}
      </Box>
      {more > 0 && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button
            variant="outlined"
            size="large"
            onClick={() => {
              focusIndex.current = shown.length;
              setLimit({ key: filterKey, count: count + PAGE_SIZE });
            }}
          >
            {t('results.showMore', { count: more, total: rows.length - shown.length })}
          </Button>
        </Box>
      )}
    </Box>
  );
}
