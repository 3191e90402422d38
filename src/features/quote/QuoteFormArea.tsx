/**
 * The quote form's cards and what goes with them (QuoteFormPage.tsx renders this as a deferred area:
 * its code, with RJSF, the engine and the inputs, loads at the householder's first interaction):
 * every card of the quote flow rendered by the engine, in step order (a card renders nothing until
 * its step is shown). The answers are kept for the visit (the journey store: Back from the results
 * and a reload return to the filled form); a new visit or Start again begins afresh
 * (quoteSession.ts). Besides the cards: Start again, the form banner, the submit button shown when
 * the form is valid, and the red Error alert of a failed quote creation.
 */
import { useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { JourneyCard, JourneyProvider } from '../../../engine/react/index.js';
import { t } from '../../i18n/t';
import { QuoteControllerContext } from '../../widgets/QuoteControllerContext';
import { LookupAgainContext } from '../../widgets/LookupAgainContext';
import { createAppWidgetRegistry } from '../../widgets/registry';
import { quoteCardOrder, quoteJourney } from './journey';
import { quoteListSource } from './lists';
import { quoteLookupsAgain } from './lookupAgain';
import { openQuoteSession, startNewQuote, type QuoteSession } from './quoteSession';
import { showsErrors, useQuoteView } from './useQuoteView';
import { useSaveQuoteJourney } from './useSaveQuoteJourney';
import { submitQuote } from './submit';
import { BusyButton } from '../../components/BusyButton';

const widgets = createAppWidgetRegistry();
const lists = quoteListSource();

/**
 * Each card a surface with its heading, so the questions read as groups (the engine renders bare
 * sections; the page decides how they look).
 */
const cardSurfaces = {
  '& [data-card]': {
    bgcolor: 'background.paper',
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    boxShadow: '0 1px 3px rgba(16, 24, 40, 0.06)',
    p: { xs: 2, sm: 3 },
    mb: { xs: 2, sm: 3 },
  },
  '& [data-card] > h2': { fontSize: { xs: '1.25rem', sm: '1.4rem' }, fontWeight: 600 },
} as const;

/** The form of one quote session. */
function QuoteForm({ session, onStartAgain }: { session: QuoteSession; onStartAgain(): void }) {
  const { controller, deps } = session;
  const cardIds = useMemo(() => quoteCardOrder(), []);
  const view = useQuoteView(controller, cardIds);
  useSaveQuoteJourney(session, cardIds);
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
  const started = controller.getState().postcode !== undefined;

  return (
    <QuoteControllerContext.Provider value={controller}>
      <LookupAgainContext.Provider value={quoteLookupsAgain}>
        {started ? (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
            <Button variant="text" onClick={onStartAgain}>
              {t('quote.startAgain')}
            </Button>
          </Box>
        ) : null}
        <Box sx={cardSurfaces}>
          {cardIds.map((id) => (
            <JourneyCard key={id} controller={controller} cardId={id} />
          ))}
        </Box>
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
          <BusyButton
            id="quote-submit"
            variant="contained"
            size="large"
            onClick={() => void submit()}
            busy={submitting}
            busyLabel={t('quote.submitting')}
            sx={{ mb: 4, width: { xs: '100%', sm: 'auto' }, px: { sm: 6 } }}
          >
            {t('quote.submit')}
          </BusyButton>
        ) : (
          // The button shows only when the form is valid (spec section 2): say why it is not there yet.
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {t('quote.submitHint')}
          </Typography>
        )}
      </LookupAgainContext.Provider>
    </QuoteControllerContext.Provider>
  );
}

/** The quote form: its cards in the journey's context, for one quote session at a time. */
export default function QuoteFormArea() {
  const [session, setSession] = useState(openQuoteSession);
  const startAgain = () => {
    session.ended = true;
    setSession(startNewQuote());
  };
  return (
    <JourneyProvider journey={quoteJourney()} widgets={widgets} lists={lists}>
      <QuoteForm key={session.id} session={session} onStartAgain={startAgain} />
    </JourneyProvider>
  );
}
