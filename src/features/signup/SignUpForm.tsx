/**
 * The sign-up form of one session: the section on screen (its journey cards, an error summary at its
 * top after a failed Continue or Complete Switch), Continue to the next section, the Complete Switch
 * button on the last section (only when the whole form is valid), and the sidebar of sections.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { cardIdPrefix, ErrorSummary, JourneyCard } from '../../../engine/react/index.js';
import { apiClient } from '../../api/client';
import { navigateTo } from '../../api/navigation';
import { t, type MessageKey } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { startLoader, stopLoader } from '../../stores/appLoader';
import { useSessionStore } from '../../stores/session';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import type { SignUpPlan } from './plan';
import { MonthlyDirectDebit } from './MonthlyDirectDebit';
import { PreviousAddressForm } from './PreviousAddressForm';
import { SwitchingAddress } from './SwitchingAddress';
import { continueSection } from './continueSection';
import { sectionErrors, sectionsOf, sectionToShow, SECTION_TITLES, type SectionId } from './sections';
import { trackSignUp, type SignUpSession } from './session';
import { SignUpSidebar } from './SignUpSidebar';
import { submitSignUp } from './submit';
import { SwitchPlanSummary } from './SwitchPlanSummary';
import { useSaveSignUp, useSectionHistory, useSignUpView } from './useSignUp';
import { BusyButton } from '../../components/BusyButton';

/** Each card a surface with its heading (as on the quote form). */
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

/** The input id of a card's field (nested names joined as RJSF joins them). */
const inputId = (cardId: string, field: string) => `${cardIdPrefix(cardId)}_${field.replace(/\./g, '_')}`;

/** Whether `active` is an answer (input, select, text area) inside `section`: the householder is in it. */
function answeringIn(section: Element | null, active: Element | null): boolean {
  return !!section && !!active && section.contains(active) && active.matches('input, select, textarea');
}

/** Props of {@link SignUpForm}. */
export interface SignUpFormProps {
  session: SignUpSession;
  plan: SignUpPlan;
}

/** The form. */
export function SignUpForm({ session, plan }: SignUpFormProps) {
  const { controller, switchKey } = session;
  const cardIds = useMemo(() => [...controller.getView().steps.map((s) => s.cardId)], [controller]);
  const view = useSignUpView(controller, cardIds);
  const sections = sectionsOf(view);
  const [summaryFor, setSummaryFor] = useState<{ section: SectionId; at: number } | null>(null);
  const [failure, setFailure] = useState<{ alert: MessageKey; unreachable: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The new section's heading takes focus, so keyboard and screen reader users land in it; a frame after
  // the section shows. A householder who has already gone into one of its answers in that frame (a tap
  // on a slow phone) keeps their place: taking focus from the field would also mark it left, empty, and
  // show its "required" message under what they are about to type.
  const focusHeading = () => {
    const heading = headingRef.current;
    if (heading && !answeringIn(heading.parentElement, document.activeElement)) heading.focus();
  };
  // Each section is a history entry; Back/Forward land on the heading as Continue does.
  const history = useSectionHistory(session.restored?.section ?? 'details', () => {
    setSummaryFor(null);
    focusHeading();
  });
  const current = sectionToShow(sections, history.wanted);
  // The section on screen stays until the householder moves (Continue, Change, Back, Forward): a
  // section turning valid while they type never moves them on. The entry is made to name what is
  // shown, in place: on entry, and when it asks for a section that is locked or gone.
  const { inEntry, settle } = history;
  const shownId = current?.id;
  useEffect(() => {
    if (shownId && shownId !== inEntry) settle(shownId);
  }, [shownId, inEntry, settle]);
  useSaveSignUp(controller, switchKey, cardIds, current?.id ?? null);

  const open = (id: SectionId) => {
    setSummaryFor(null);
    history.move(id, focusHeading);
  };

  // Continue waits for the answers' checks in flight (see continueSection): busy meanwhile, and one
  // press decides once.
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);
  const next = async () => {
    if (!current || checkingNow.current) return;
    checkingNow.current = true;
    setChecking(true);
    try {
      const outcome = await continueSection(controller, current);
      if (outcome.kind === 'invalid') setSummaryFor({ section: current.id, at: Date.now() });
      if (outcome.kind === 'next') open(outcome.id);
    } finally {
      checkingNow.current = false;
      setChecking(false);
    }
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    setFailure(null);
    const outcome = await submitSignUp(controller, {
      api: apiClient(),
      switchKey,
      payMethod: plan.part.payMethod,
      track: trackSignUp,
      startLoader,
      stopLoader,
      setSwitched: (details) => {
        useSwitchOutcomeStore.getState().setAlreadySwitched(false);
        useSwitchOutcomeStore.getState().setSwitched(details);
      },
      done: () => navigateTo(PATHS.switchComplete),
    });
    if (outcome.kind === 'invalid') {
      const section = outcome.section.id;
      // The summary takes focus once its section is on screen (after the move's own focus).
      const show = () => setSummaryFor({ section, at: Date.now() });
      if (section === current?.id) show();
      else history.move(section, show);
    }
    if (outcome.kind === 'failed') {
      setFailure({ alert: outcome.alert, unreachable: outcome.unreachable });
      useSessionStore.getState().setError({ status: outcome.status ?? 0, message: t(outcome.alert) });
    }
    if (outcome.kind !== 'done') {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const summaryErrors =
    current && summaryFor?.section === current.id
      ? sectionErrors(view, current).map((e) => ({ inputId: inputId(e.cardId, e.field), message: e.message }))
      : [];
  const isLast = current && sections.at(-1)?.id === current.id;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 320px' },
        gridTemplateAreas: { xs: '"aside" "form"', md: '"form aside"' },
      }}
    >
      <Box sx={{ gridArea: 'aside', position: { md: 'sticky' }, top: { md: 16 } }}>
        <SwitchPlanSummary plan={plan} />
        <SignUpSidebar sections={sections} current={current?.id} onChange={open} />
      </Box>
      <Box sx={{ gridArea: 'form', minWidth: 0 }} data-section={current?.id}>
        {current ? (
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="body1"
            color="text.secondary"
            sx={{ mb: 1, outline: 'none' }}
          >
            {t('signup.stepOf', {
              step: sections.indexOf(current) + 1,
              count: sections.length,
              section: t(SECTION_TITLES[current.id]),
            })}
          </Typography>
        ) : null}
        <ErrorSummary
          title={t('signup.errorSummary.title')}
          errors={summaryErrors}
          focusKey={summaryFor?.at}
        />
        {current?.id === 'payment' ? <MonthlyDirectDebit plan={plan} /> : null}
        {current?.id === 'address' ? <SwitchingAddress /> : null}
        <Box sx={cardSurfaces}>
          {current?.cardIds.map((id) => (
            <JourneyCard key={id} controller={controller} cardId={id} headingLevel={3} />
          ))}
          {current?.id === 'address' ? (
            <PreviousAddressForm controller={controller} switchKey={switchKey} />
          ) : null}
        </Box>
        {failure ? (
          <Alert severity="error" sx={{ mb: 2 }} role="alert" data-signup-alert>
            <AlertTitle>{t('alert.title')}</AlertTitle>
            {/* No reply at all: say the servers could not be reached, rather than ask to check the answers. */}
            {t(failure.alert)} {failure.unreachable ? t('error.unreachable') : t('signup.alertRetry')}
          </Alert>
        ) : null}
        {current && !isLast ? (
          <BusyButton
            variant="contained"
            size="large"
            onClick={() => void next()}
            busy={checking}
            busyLabel={t('signup.checking')}
            data-continue
            sx={{ mb: 4 }}
          >
            {t('signup.continue')}
          </BusyButton>
        ) : null}
        {isLast ? (
          view.valid ? (
            <BusyButton
              id="complete-switch"
              variant="contained"
              size="large"
              onClick={() => void submit()}
              busy={submitting}
              busyLabel={t('signup.completing')}
              sx={{ mb: 4, width: { xs: '100%', sm: 'auto' }, px: { sm: 6 } }}
            >
              {t('signup.completeSwitch')}
            </BusyButton>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 4 }}>
              {t('signup.completeHint')}
            </Typography>
          )
        ) : null}
      </Box>
    </Box>
  );
}
