/**
 * Sign-up (personalDetails, spec section 2): the five sections as journey cards (journey/signup/),
 * the switch-plan summary and the sidebar. On entry: a new sign-up starts afresh, a reload of the same
 * one keeps its answers (never bank details); the lookups, the switch plan (a failure goes back to the
 * quote form) and the customer's address load (load.ts). The already-switched check is the navigation
 * guard's (it goes to Switch Complete before this page opens).
 */
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { JourneyProvider } from '../../../engine/react/index.js';
import { navigateTo } from '../../api/navigation';
import { PageHeading } from '../../components/PageHeading';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { useQuoteStore } from '../../stores/quote';
import { useSwitchKeyStore } from '../../stores/switchKey';
import { signUpJourney } from './journey';
import { signUpListSource } from './lists';
import { loadSignUp } from './load';
import type { SignUpPlan } from './plan';
import { openSignUpSession, type SignUpSession } from './session';
import { SignUpForm } from './SignUpForm';
import { createAppWidgetRegistry } from '../../widgets/registry';

// The app's registry: the sign-up cards use the quote's postcode search and address picker too.
const widgets = createAppWidgetRegistry();
const lists = signUpListSource();

/** The page body once there is a switch key. */
function SignUp({ switchKey }: { switchKey: string }) {
  const [session] = useState<SignUpSession>(() => openSignUpSession(switchKey));
  const [plan, setPlan] = useState<SignUpPlan | null>(null);
  useEffect(() => {
    let live = true;
    void loadSignUp(session.controller, switchKey, {
      fresh: session.restored === null,
      quote: useQuoteStore.getState().saved,
    }).then((outcome) => {
      if (!live) return;
      if (outcome.kind === 'failed') navigateTo(PATHS.currentTariff);
      else setPlan(outcome.plan);
    });
    return () => {
      live = false;
    };
  }, [session, switchKey]);
  if (!plan) return <SignUpLoading />;
  return <SignUpForm session={session} plan={plan} />;
}

/**
 * What the page shows until its data is here: also what the server renders (it has not the tab's
 * switch key), so the app adopts it as it is.
 */
function SignUpLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
      <CircularProgress size={24} aria-hidden />
      <Typography>{t('signup.loading')}</Typography>
    </Box>
  );
}

/** The sign-up page. */
export default function PersonalDetailsPage() {
  const switchKey = useSwitchKeyStore((s) => s.chosen?.switchKey);
  return (
    <JourneyProvider journey={signUpJourney()} widgets={widgets} lists={lists}>
      <PageHeading>{t('page.personalDetails.title')}</PageHeading>
      {switchKey ? <SignUp key={switchKey} switchKey={switchKey} /> : <SignUpLoading />}
    </JourneyProvider>
  );
}
