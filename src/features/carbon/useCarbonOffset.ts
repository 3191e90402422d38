import { useCallback, useEffect, useRef, useState } from 'react';
import { isAxiosError } from 'axios';
import { useNavigate } from 'react-router-dom';
import { apiClient, isHandledByErrorPage, serverMessage } from '../../api/client';
import {
  getCarbonEquivalent,
  getCarbonProjects,
  type CarbonEquivalentReply,
  type CarbonProject,
} from '../../api/endpoints/carbon';
import { t } from '../../i18n/t';
import { PATHS } from '../../routes/routeTable';
import { startLoader, stopLoader } from '../../stores/appLoader';
import { useCarbonStore } from '../../stores/carbon';
import { usePageAnswersStore } from '../../stores/pageAnswers';
import { useSessionStore } from '../../stores/session';
import { useSwitchOutcomeStore } from '../../stores/switchOutcome';
import { shownFootprintTonnes } from '../../stores/shownFootprint';

/** What the carbon offset page shows: loading, the offset and its projects, or a failure to retry. */
export type CarbonOffsetState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; equivalent: CarbonEquivalentReply; projects: CarbonProject[] | null };

/** Sends the householder to the error page with a status (and the server's message, if any). */
function useErrorPage(): (status: number, message?: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (status, message) => {
      useSessionStore.getState().setError({ status, message });
      navigate(PATHS.error(status), { replace: true });
    },
    [navigate],
  );
}

/**
 * Loads the carbon equivalent of the switch being offset (the stored uuid, else the completed
 * switch's, else the one the server rendered the page for: the switch this session completed last)
 * and the projects, at once; or starts from what the server rendered the page with, when that is the
 * same switch's. A missing customer id, or one the server does not know for this visitor, goes to the
 * error page with 404 (spec section 8). Projects that cannot be fetched give `projects: null` (the
 * page shows the partner's website instead); any other failure can be retried.
 */
export function useCarbonOffset(): CarbonOffsetState & { uuid: string | null; reload(): void } {
  const stored = useCarbonStore((s) => s.uuid);
  const switchedUuid = useSwitchOutcomeStore((s) => s.switched?.uuid ?? null);
  const served = usePageAnswersStore((s) => s.carbon);
  const uuid = stored ?? switchedUuid ?? served?.uuid ?? null;
  const toErrorPage = useErrorPage();
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<CarbonOffsetState>(() =>
    served && served.uuid === uuid && served.equivalent.customerId
      ? { status: 'ready', equivalent: served.equivalent, projects: served.projects }
      : { status: 'loading' },
  );
  // The switch whose answers the page started from (the server's), if it did: its first load asks
  // nothing. Kept until the page loads another switch or again, not cleared by the first run: React's
  // Strict Mode runs an effect twice in development, and the second run must not ask either.
  const servedUuid = useRef(state.status === 'ready' ? uuid : null);

  useEffect(() => {
    if (!uuid) {
      toErrorPage(404);
      return;
    }
    if (attempt === 0 && servedUuid.current === uuid) {
      // The switch is kept for the checkout's return; the answers are used once (they change when
      // paid: a later visit in this tab asks the server).
      if (!useCarbonStore.getState().uuid) useCarbonStore.getState().setUuid(uuid);
      usePageAnswersStore.getState().setCarbon(null);
      return;
    }
    servedUuid.current = null;
    let live = true;
    setState({ status: 'loading' });
    startLoader();
    const api = apiClient();
    Promise.all([
      getCarbonEquivalent(api, uuid, shownFootprintTonnes()),
      getCarbonProjects(api).catch(() => null),
    ])
      .then(([equivalent, projects]) => {
        if (!live) return;
        if (!equivalent.customerId) toErrorPage(404);
        else setState({ status: 'ready', equivalent, projects });
      })
      .catch((error: unknown) => {
        if (!live || isHandledByErrorPage(error)) return;
        const status = isAxiosError(error) ? error.response?.status : undefined;
        const message = isAxiosError(error) ? serverMessage(error.response?.data) : undefined;
        if (status === 404) toErrorPage(404, message);
        else setState({ status: 'failed', message: message ?? t('carbon.loadFailed') });
      })
      .finally(stopLoader);
    return () => void (live = false);
  }, [uuid, attempt, toErrorPage]);

  useShownAgain(uuid, setState);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, uuid, reload };
}

/**
 * Back to the offset page from the checkout can show it from the browser's back-forward cache, as it
 * was left: after paying, still offering to pay. When it is shown again so, asks the server once more
 * and shows what it says (the completed state once paid), in place: the choices on screen stay.
 * Should that call fail, the page stays as it was (the offset button's own call is checked again).
 */
function useShownAgain(
  uuid: string | null,
  setState: (update: (s: CarbonOffsetState) => CarbonOffsetState) => void,
): void {
  useEffect(() => {
    if (!uuid) return;
    let live = true;
    const shown = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      getCarbonEquivalent(apiClient(), uuid, shownFootprintTonnes())
        .then((equivalent) => {
          if (live) setState((s) => (s.status === 'ready' ? { ...s, equivalent } : s));
        })
        .catch(() => undefined);
    };
    window.addEventListener('pageshow', shown);
    return () => {
      live = false;
      window.removeEventListener('pageshow', shown);
    };
  }, [uuid, setState]);
}
