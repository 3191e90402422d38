import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { isAxiosError } from 'axios';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { apiClient, isHandledByErrorPage, serverMessage } from '../../api/client';
import { updateCarbonPayment, type CarbonPaymentUpdateReply } from '../../api/endpoints/carbon';
import { PageHeading } from '../../components/PageHeading';
import { formatGBP } from '../../format';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { useCarbonStore } from '../../stores/carbon';
import { trackAction } from '../../tracking';

type ProcessState =
  | { status: 'checking' }
  | { status: 'paid'; reply: CarbonPaymentUpdateReply }
  /** Failed at the provider, or never completed (left or abandoned): nothing was charged. */
  | { status: 'failed'; notCompleted: boolean }
  /** The check failed (retry it), or the payment is unknown here (back to the offset page). */
  | { status: 'error'; message: string; unknown: boolean };

/**
 * Carbon offset process (spec section 2): the return from the checkout with `id` (the switch's
 * uuid), `oid` (the order) and `c` (set when the payment failed). The guard has fetched a token; the
 * page processes the payment (the server's record of it decides, and processing the same return
 * again changes nothing) and shows 'Payment Successful' or 'Payment Failed' with Try Again, its
 * heading focused.
 */
export default function CarbonOffsetProcessPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const oid = params.get('oid') ?? '';
  const c = params.get('c') ?? '';
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<ProcessState>({ status: 'checking' });

  useEffect(() => {
    if (!id || !oid) {
      setState({ status: 'failed', notCompleted: true });
      return;
    }
    // Try Again offers this switch's projects again, even in a tab that lost the stored id.
    useCarbonStore.getState().setUuid(id);
    let live = true;
    setState({ status: 'checking' });
    updateCarbonPayment(apiClient(), { id, oid, ...(c ? { c } : {}) })
      .then((reply) => {
        if (!live) return;
        setState(
          reply.status === 'paid' ? { status: 'paid', reply } : { status: 'failed', notCompleted: false },
        );
      })
      .catch((error: unknown) => {
        if (!live || isHandledByErrorPage(error)) return;
        const status = isAxiosError(error) ? error.response?.status : undefined;
        const message = isAxiosError(error) ? serverMessage(error.response?.data) : undefined;
        if (status === 404)
          setState({ status: 'error', message: message ?? t('carbon.checkFailed'), unknown: true });
        else if (status === 409) setState({ status: 'failed', notCompleted: true });
        else setState({ status: 'error', message: t('carbon.checkFailed'), unknown: false });
      });
    return () => void (live = false);
  }, [id, oid, c, attempt]);

  // The page is opened by the checkout's redirect (a fresh load, where the shell moves no focus) and
  // its outcome arrives later: focus the heading once it says the outcome, so it is announced.
  useEffect(() => {
    if (state.status !== 'checking') document.getElementById('page-heading')?.focus();
  }, [state.status]);

  const tryAgain = () => {
    trackAction(t('page.carbonOffsetProcess.title'), 'Try Again');
    navigate(PATHS.carbonOffset);
  };

  if (state.status === 'checking')
    return (
      <>
        <PageHeading>{t('page.carbonOffsetProcess.title')}</PageHeading>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('carbon.processing')}</Typography>
        </Stack>
      </>
    );
  if (state.status === 'error')
    return (
      <>
        <PageHeading>{t('page.carbonOffsetProcess.title')}</PageHeading>
        <Alert
          severity="error"
          role="alert"
          action={
            <Button
              color="inherit"
              variant="outlined"
              size="small"
              onClick={state.unknown ? tryAgain : () => setAttempt((n) => n + 1)}
            >
              {t('carbon.tryAgain')}
            </Button>
          }
        >
          {state.message}
        </Alert>
      </>
    );
  if (state.status === 'failed')
    return (
      <>
        <PageHeading>{t('carbon.paymentFailedTitle')}</PageHeading>
        <Typography sx={{ mb: 3 }}>
          {state.notCompleted ? t('carbon.notCompleted') : t('carbon.paymentFailed')}
        </Typography>
        <Button variant="contained" onClick={tryAgain}>
          {t('carbon.tryAgain')}
        </Button>
      </>
    );
  const { reply } = state;
  return (
    <>
      <PageHeading>{t('carbon.paymentSuccessTitle')}</PageHeading>
      <Typography sx={{ mb: 1 }}>
        {t('carbon.successOffset', {
          percent: reply.percentage ?? 100,
          amount: formatGBP(reply.amount ?? 0),
        })}
      </Typography>
      <Typography sx={{ mb: 1 }}>{t('carbon.successCertificate')}</Typography>
      <Typography data-testid="payment-reference">
        {t('carbon.successReference', { reference: reply.paymentReference ?? '' })}
      </Typography>
    </>
  );
}
