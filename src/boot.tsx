/** Starts the app (loaded by main.tsx once the page shell is painted). */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { setMissingMessagePolicy } from '../engine/core/index.js';
import { App } from './App';
import { createAppRouter } from './router/router';

// A catalogue key missing in production shows as [key] rather than breaking the page; in development
// and tests it throws, so the fault is found before it ships.
if (import.meta.env.PROD) setMissingMessagePolicy('fallback');

// The router starts at once: the first page's guard (token call) and its chunk are fetched while
// React is still getting ready.
const router = createAppRouter();

// The server's HTML already shows the page shell, so the first render need not block the main
// thread: after a yield (so the router's start is a task of its own), React renders as a
// transition, in slices, yielding to the browser between them.
await new Promise((resolve) => setTimeout(resolve, 0));
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
