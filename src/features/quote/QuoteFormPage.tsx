/**
 * The quote form (currentTariff): every card of the quote flow rendered by the engine, in step order
 * (a card renders nothing until its step is shown). On entry the quote, lookups and stored state are
 * reset (spec section 4). The page adds only what is not a card: the form banner, the submit button
 * shown when the form is valid, and the red Error alert of a failed quote creation.
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { createJourneyController, type JourneyController } from '../../../engine/core/index.js';
import { JourneyCard, JourneyProvider } from '../../../engine/react/index.js';
import { appQuoteActionDeps, createQuoteActions } from './actions';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { useQuoteStore } from '../../stores/quote';
import { useQuoteLookups } from './lookups';
import { QuoteControllerContext } from './widgets/QuoteControllerContext';
import { createAppWidgetRegistry } from './widgets/registry';
import { QUOTE_FLOW_ID, quoteCardOrder, quoteJourney, quoteValidators } from './journey';
import { QUOTE_START_STATE } from './meterDefaults';
import { showsErrors, useQuoteView } from './useQuoteView';
import { submitQuote } from './submit';
import { ValueStatement } from './ValueStatement';

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

  const submit = async () => {
    setSubmitting(true);
    setFailure(null);
    const outcome = await submitQuote(controller, deps);
    if (outcome.kind === 'failed') setFailure(outcome.message);
    setSubmitting(false);
  };

  return (
    <JourneyProvider journey={quoteJourney()} widgets={widgets} validators={quoteValidators}>
      <QuoteControllerContext.Provider value={controller}>
        <PageHeading>{t('page.currentTariff.title')}</PageHeading>
        <ValueStatement />
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
            disabled={submitting}
            sx={{ mb: 4, width: { xs: '100%', sm: 'auto' }, px: { sm: 6 } }}
          >
            {t('quote.submit')}
          </Button>
        ) : null}
      </QuoteControllerContext.Provider>
    </JourneyProvider>
  );
}
