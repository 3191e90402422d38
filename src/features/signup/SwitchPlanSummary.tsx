/**
 * The switch-plan summary card (spec section 2): the new supplier and tariff, and the annual and
 * monthly cost per fuel and in total (monthly: annual / 12 rounded up to a whole pound).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatGBP, formatGBPWhole } from '../../format/money';
import { t, type MessageKey } from '../../i18n/t';
import { costRows, type CostRow, type SignUpPlan } from './plan';

const FUEL_LABELS: Record<CostRow['fuel'], MessageKey> = {
  gas: 'signup.summary.gas',
  electricity: 'signup.summary.electricity',
  total: 'signup.summary.total',
};

/** The summary card of `plan`. */
export function SwitchPlanSummary({ plan }: { plan: SignUpPlan }) {
  const rows = costRows(plan);
  const cell = { padding: '6px 4px', textAlign: 'right' as const };
  return (
    <Box
      component="section"
      aria-labelledby="plan-summary-title"
      data-plan-summary
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="plan-summary-title" component="h2" variant="h6" sx={{ fontWeight: 600 }}>
        {t('signup.summary.title')}
      </Typography>
      <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('signup.summary.tariff', { supplier: plan.part.supplierName, tariff: plan.part.tariffName })}
      </Typography>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th scope="col" style={{ ...cell, textAlign: 'left' }}>
              {t('signup.summary.fuel')}
            </th>
            <th scope="col" style={cell}>
              {t('signup.summary.annual')}
            </th>
            <th scope="col" style={cell}>
              {t('signup.summary.monthly')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr
              key={r.fuel}
              data-cost-row={r.fuel}
              style={r.fuel === 'total' ? { borderTop: '1px solid #ccc', fontWeight: 700 } : undefined}
            >
              <th
                scope="row"
                style={{ ...cell, textAlign: 'left', fontWeight: r.fuel === 'total' ? 700 : 400 }}
              >
                {t(FUEL_LABELS[r.fuel])}
              </th>
              <td style={cell} data-annual>
                {formatGBP(r.annual)}
              </td>
              <td style={cell} data-monthly>
                {formatGBPWhole(r.monthly)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('signup.summary.monthlyNote')}
      </Typography>
    </Box>
  );
}
