import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setMissingMessagePolicy } from '../engine/core/index.js';
import { App } from './App';

// A catalogue key missing in production shows as [key] rather than breaking the page; in development
// and tests it throws, so the fault is found before it ships.
if (import.meta.env.PROD) setMissingMessagePolicy('fallback');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
