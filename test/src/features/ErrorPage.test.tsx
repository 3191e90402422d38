// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ErrorPage from '../../../src/features/error/ErrorPage';
import { useSessionStore } from '../../../src/stores/session';
import messages from '../../../journey/messages/en-GB.json';

afterEach(() => {
  cleanup();
  useSessionStore.setState({ error: null });
});

function renderAt(status: string) {
  const router = createMemoryRouter(
    [
      { path: '/error/:status', Component: ErrorPage },
      { path: '/before', element: <p>the page before</p> },
    ],
    { initialEntries: ['/before', `/error/${status}`], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('error page', () => {
  it.each([
    ['400', messages['error.400'], true],
    ['401', messages['error.401'], true],
    ['404', messages['error.404'], false],
    ['500', messages['error.500'], false],
  ])('/error/%s shows its catalogue text; Try Again shown: %s', async (status, text, tryAgain) => {
    renderAt(status);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(`Error ${status}`);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: messages['error.tryAgain'] }) !== null).toBe(tryAgain);
  });

  it('shows the default text for a status without its own', () => {
    renderAt('418');
    expect(screen.getByText(messages['error.default'])).toBeTruthy();
    expect(screen.getByRole('button', { name: messages['error.tryAgain'] })).toBeTruthy();
  });

  it('a stored server message for the same status overrides the catalogue text', () => {
    useSessionStore.setState({ error: { status: 401, message: 'Bearer token expired' } });
    renderAt('401');
    expect(screen.getByText('Bearer token expired')).toBeTruthy();
    expect(screen.queryByText(messages['error.401'])).toBeNull();
  });

  it('a stored message for another status does not leak onto this one', () => {
    useSessionStore.setState({ error: { status: 500, message: 'Database down' } });
    renderAt('401');
    expect(screen.queryByText('Database down')).toBeNull();
    expect(screen.getByText(messages['error.401'])).toBeTruthy();
  });

  it('Try Again goes back one page', async () => {
    renderAt('400');
    await userEvent.click(screen.getByRole('button', { name: messages['error.tryAgain'] }));
    expect(await screen.findByText('the page before')).toBeTruthy();
  });
});
