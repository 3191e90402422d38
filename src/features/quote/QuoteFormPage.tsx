/**
 * The quote form (currentTariff): every card of the quote flow rendered by the engine, in step order
 * (a card renders nothing until its step is shown). On entry the quote, lookups and stored state are
 * reset (spec section 4). The page adds only what is not a card: the form banner, the submit button
 * shown when the form is valid, and the red Error alert of a failed quote creation.
 */
import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { createJourneyController, type JourneyController } from '../../../engine/core/index.js';
import { JourneyCard, JourneyProvider } from '../../../engine/react/index.js';
import { appQuoteActionDeps, createQuoteActions } from './actions';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { useQuoteStore } from '../../stores/quote';
import { useQuoteLookups } from './lookups';
import { QuoteControllerContext } from './widgets/QuoteControllerContext';
import { createAppWidgetRegistry } from './widgets/registry';
import { QUOTE_FLOW_ID, quoteCardOrder, quoteJourney } from './journey';
import { QUOTE_START_STATE } from './meterDefaults';
import { showsErrors, useQuoteView } from './useQuoteView';
import { submitQuote } from './submit';

const widgets = createAppWidgetRegistry();

/** A fresh controller for a new quote, with the stored quote and lookups reset. */
function startQuote(): { controller: JourneyController; deps: ReturnType<typeof appQuoteActionDeps> } {
  useQuoteStore.getState().reset();
  useQuoteLookups.getState().reset();
  const deps = appQuoteActionDeps();
  const controller = createJourneyController(quoteJourney(), {
    flow: QUOTE_FLOW_ID,
    actions: createQuoteActions(deps),
    initialState: { ...QUOTE_START_STATE },
    // A failed lookup already shows in its widget (empty list); a 401/500 has gone to the error page.
    onActionError: () => undefined,
  });
  return { controller, deps };
}

/** The quote form page. */
export default function QuoteFormPage() {
  const [{ controller, deps }] = useState(startQuote);
  const cardIds = useMemo(() => quoteCardOrder(), []);
  const view = useQuoteView(controller, cardIds);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // One press, one quote: a second press before React re-renders must find the submit in flight.
  const inFlight = useRef(false);

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const outcome = await submitQuote(controller, deps);
    if (outcome.kind === 'failed') setFailure(outcome.message);
    // Done: the page is leaving, so it stays busy; otherwise the householder may press again.
    if (outcome.kind !== 'done') {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return (
    <JourneyProvider journey={quoteJourney()} widgets={widgets}>
      <QuoteControllerContext.Provider value={controller}>
        <PageHeading>{t('page.currentTariff.title')}</PageHeading>
        {cardIds.map((id) => (
          <JourneyCard key={id} controller={controller} cardId={id} />
        ))}
        <Box aria-live="polite">
          {showsErrors(view) ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-quote-banner>
              {t('form.banner')}
            </Alert>
          ) : null}
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            <AlertTitle>{t('alert.title')}</AlertTitle>
            {failure}
          </Alert>
        ) : null}
        {view.valid ? (
          <Button
            id="quote-submit"
            variant="contained"
            size="large"
            onClick={() => void submit()}
            // Busy, not disabled: focus stays on the button and screen readers hear it working.
            aria-busy={submitting}
            aria-disabled={submitting}
            startIcon={submitting ? <CircularProgress size={20} color="inherit" aria-hidden /> : null}
            sx={{ mb: 4, width: { xs: '100%', sm: 'auto' }, px: { sm: 6 } }}
          >
            {submitting ? t('quote.submitting') : t('quote.submit')}
          </Button>
        ) : null}
      </QuoteControllerContext.Provider>
    </JourneyProvider>
  );
}
