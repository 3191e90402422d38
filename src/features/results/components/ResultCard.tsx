import { useState } from 'react';
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
 *
 * On a phone (below `md`) the card is compact (issue 27.7): name, cost, saving and Switch Now come
 * first, together, and the badges and features wait behind a "More" disclosure, so ten results are
 * not ten screens each. From `md` up the card is two columns and shows everything; the disclosure is
 * hidden there by CSS alone (no width read in script), so the first render is the same at any width.
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
  const [open, setOpen] = useState(false);
  const detailsId = `${headingId}-more`;
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
        columnGap: 2.5,
        rowGap: { xs: 1.5, md: 1.25 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 250px' },
        gridTemplateRows: { md: 'auto 1fr' },
        gridTemplateAreas: {
          // No empty track (and its gap) for the details while they are closed.
          xs: open ? '"head" "price" "more" "details"' : '"head" "price" "more"',
          md: '"head price" "details price"',
        },
      }}
    >
      <Box
        sx={{
          gridArea: 'head',
          display: 'grid',
          gap: { xs: 0.5, md: 1.25 },
          alignContent: 'start',
        }}
      >
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
      </Box>
      <Box
        sx={(theme) => ({
          gridArea: 'price',
          display: 'grid',
          gap: { xs: 0.5, md: 1 },
          alignContent: 'start',
          // Whole border values per breakpoint: a shorthand in a media query would reset the colour.
          borderTop: { xs: `1px solid ${theme.palette.divider}`, md: 'none' },
          borderLeft: { xs: 'none', md: `1px solid ${theme.palette.divider}` },
          pt: { xs: 1.5, md: 0 },
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
      <Button
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((o) => !o)}
        data-card-more
        sx={{
          gridArea: 'more',
          display: { xs: 'inline-flex', md: 'none' },
          justifySelf: 'start',
          px: 1,
          ml: -1,
          textDecoration: 'underline',
          // An inline-block takes no underline from its parent: the chevron stays clean when turned.
          '& .MuiButton-endIcon': { display: 'inline-block' },
        }}
        endIcon={
          <Box
            component="span"
            aria-hidden
            sx={{
              display: 'inline-block',
              transform: open ? 'rotate(180deg)' : 'none',
              lineHeight: 1,
              fontSize: '0.9rem',
            }}
          >
            ▾
          </Box>
        }
      >
        {t(open ? 'results.card.less' : 'results.card.more')}
        {forTariff}
      </Button>
      <Box
        id={detailsId}
        sx={{
          gridArea: 'details',
          display: { xs: open ? 'grid' : 'none', md: 'grid' },
          gap: 1.25,
          alignContent: 'start',
        }}
      >
        <Badges badges={rowBadges(row)} payMethod={row.payMethod} label={t('results.card.badgesLabel')} />
        <FeatureList features={row.tariffDetails ?? []} shown={FEATURES_SHOWN} />
      </Box>
    </Paper>
  );
}
