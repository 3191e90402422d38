/** Starts the app (loaded by main.tsx once the page shell is painted). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setMissingMessagePolicy } from '../engine/core/index.js';
import { App } from './App';
import { createAppRouter } from './router/router';
import { applyPageData, fitsTab, readPageData } from './router/pageData';

// A catalogue key missing in production shows as [key] rather than breaking the page; in development
// and tests it throws, so the fault is found before it ships.
if (import.meta.env.PROD) setMissingMessagePolicy('fallback');

// A page the server rendered with its data (src/router/serverRender.tsx) starts from that data when the
// tab holds the same quote; otherwise the app renders the tab's own page over the server's.
const pageData = readPageData(document);
if (pageData && fitsTab(pageData)) applyPageData(pageData);

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

// The server's HTML already shows the page shell, so the first render need not block the main
// thread: after a yield (so the router's start is a task of its own), React renders as a
// transition, in slices, yielding to the browser between them. Over a page the server rendered whole,
// React renders only once the router has the page (its guard passed, its chunk here): the page's own
// render then replaces the server's markup with the same, instead of a fallback blanking it meanwhile.
await new Promise((resolve) => setTimeout(resolve, 0));
if (pageData) await routerReady();
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
