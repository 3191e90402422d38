/**
 * The estimated monthly Direct Debit at the top of the payment section (spec section 2: the annual cost
 * divided by 12, rounded up to a whole pound, gas and electricity summed for dual fuel), so the
 * householder sees what the Direct Debit they are setting up will take before giving their bank details.
 */
import Typography from '@mui/material/Typography';
import { formatGBPWhole } from '../../format/money';
import { t } from '../../i18n/t';
import { monthlyDirectDebit, type SignUpPlan } from './plan';

/** The line. */
export function MonthlyDirectDebit({ plan }: { plan: SignUpPlan }) {
  return (
    <Typography sx={{ mb: 2, fontSize: '1.05rem' }} data-monthly-direct-debit>
      {t('signup.payment.estimate')} <strong>{formatGBPWhole(monthlyDirectDebit(plan))}</strong>
    </Typography>
  );
}
