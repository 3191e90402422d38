// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { isPageLoadFailure, RouteErrorFallback } from '../../../src/layout/RouteErrorFallback';
import messages from '../../../journey/messages/en-GB.json';

afterEach(cleanup);

/** A route that fails with `error` and shows the fallback. */
function renderFailing(error: Error) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteErrorFallback />,
      loader: () => {
        throw error;
      },
      Component: () => null,
    },
  ]);
  return render(<RouterProvider router={router} />);
}

describe('route error fallback', () => {
  it('knows a page whose code could not be fetched, in each browser’s words', () => {
    expect(
      isPageLoadFailure(new TypeError('Failed to fetch dynamically imported module: http://x/a.js')),
    ).toBe(true);
    expect(isPageLoadFailure(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isPageLoadFailure(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isPageLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('an unreachable server: says so, with Try Again', async () => {
    renderFailing(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'));
    await screen.findByText(messages['error.unreachable']);
    expect(screen.getByRole('button', { name: messages['error.tryAgain'] })).toBeTruthy();
  });

  it('a page that throws: the 500 text, no stack trace, with Try Again', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));
    await screen.findByText(messages['error.500']);
    expect(screen.queryByText(/Cannot read/)).toBeNull();
    expect(screen.getByRole('button', { name: messages['error.tryAgain'] })).toBeTruthy();
  });
});
