import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// The server's HTML already shows the page shell, so the first render need not block the main
// thread: as a transition React renders in slices and yields to the browser between them.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
