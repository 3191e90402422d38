/** Starts the app (loaded by main.tsx once the server's page is painted). */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// Its own module, not engine/core's index: the index would bring the whole engine (and json-logic)
// onto the first page, where the form that uses them is a deferred area.
import { setMissingMessagePolicy } from '../engine/core/messages.js';
import { App } from './App';
import { createAppRouter } from './router/router';
import { applyPageData, fitsTab, readPageData, tabShowsServerPage } from './router/pageData';
import { earlyPressCount, replayEarlyPresses, takeEarlyPresses } from './router/earlyPresses';
import {
  deferredAreasSettled,
  holdDeferredAreas,
  preloadDeferredAreas,
  releaseDeferredAreas,
} from './router/deferredAreas';

/** Runs `run` after React's first commit: the page taken over, its buttons the app's. */
function AfterTakeover({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

// A catalogue key missing in production shows as [key] rather than breaking the page; in development
// and tests it throws, so the fault is found before it ships.
if (import.meta.env.PROD) setMissingMessagePolicy('fallback');

// A page the server rendered with its data (src/router/serverRender.tsx) starts from that data when the
// tab holds the same quote; otherwise the app renders the tab's own page over the server's.
const pageData = readPageData(document);
if (pageData && fitsTab(pageData)) applyPageData(pageData);
// A page the app is likely to adopt keeps its deferred areas (the quote form's cards) as the server's
// markup until the householder's first interaction (src/router/deferredAreas.tsx); one already
// touched (focus in it, a press held) loads them now.
if (pageData && tabShowsServerPage(pageData)) {
  holdDeferredAreas(document.activeElement !== document.body || earlyPressCount() > 0);
}

// Where the server rendered the page: the router's guard may send the tab elsewhere.
const servedUrl = location.pathname + location.search;

// The router starts at once: the first page's guard (token call) and its chunk are fetched while
// React is still getting ready.
const router = createAppRouter();

/** Resolves once the router's first navigation (guard and page chunk) is done. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

// The server's HTML already shows the page, so the first render need not block the main thread:
// after a yield (so the router's start is a task of its own), React renders as a transition, in
// slices, yielding to the browser between them. Over a page the server rendered, React waits for the
// router to have the page (its guard passed, its chunk here), then adopts the server's markup as it
// stands (hydration: no second render of it) when the tab shows what the server rendered; a tab that
// shows something else (its own filters, another switch, a page its guard sent it to, a page the
// server sent without its data) renders its page over the server's instead, so no mismatch is logged.
await new Promise((resolve) => setTimeout(resolve, 0));
if (pageData) await routerReady();
const root = document.getElementById('root')!;
const { location: at, errors } = router.state;
const onServedPage = at.pathname + at.search === servedUrl && !errors;
const hydrate = pageData !== null && onServedPage && tabShowsServerPage(pageData);
// Rendering the page itself, the app needs every area's code first (no server markup to keep).
if (!hydrate) {
  releaseDeferredAreas();
  await preloadDeferredAreas();
}
// Any later navigation renders its page itself, even one no press started (a guard's redirect): the
// areas are held no longer, or such a page would wait for an interaction to show its form.
const stopHolding = router.subscribe((state) => {
  if (state.navigation.state === 'idle') return;
  releaseDeferredAreas();
  stopHolding();
});
// Text typed and buttons pressed while the page was the server's (contract/earlyPress.ts), until the
// app's first commit and its deferred areas' adoption, reach the app once it has adopted them, in
// order; a page rendered over the server's has other boxes and buttons, and drops them. Taking them
// ends the holding, and a second take finds none, so Strict Mode's second effect does nothing twice.
const replay = () => {
  void deferredAreasSettled().then(() => {
    const held = takeEarlyPresses();
    if (hydrate) void replayEarlyPresses(held);
  });
};
const app = (
  <StrictMode>
    <App router={router} />
    <AfterTakeover run={replay} />
  </StrictMode>
);
// Where the app's takeover starts, and how (`npm run bench -- takeover` measures the tasks after it).
performance.mark('app-takeover', { detail: hydrate ? 'hydrate' : 'render' });
startTransition(() => {
  if (hydrate) hydrateRoot(root, app);
  else createRoot(root).render(app);
});
