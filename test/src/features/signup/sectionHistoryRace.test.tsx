// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { useSectionHistory, type SectionHistory } from '../../../../src/features/signup/useSignUp';

afterEach(cleanup);

/** The sign-up page reduced to its section history, handing its `settle` out as the form gets it. */
let latest: SectionHistory | undefined;
function SignUp() {
  latest = useSectionHistory('details', () => undefined);
  return <h1>Sign-up</h1>;
}

describe("sign-up's section history and a Back taken while it loads", () => {
  it('a settle from the render before the Back (its data came first) never cancels the Back', async () => {
    let release!: () => void;
    const guard = new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        // The results' guard, still running when the sign-up settles its entry.
        { path: '/results', loader: () => guard, Component: () => <h1>Results</h1> },
        { path: '/details', Component: SignUp },
      ],
      { initialEntries: ['/results', '/details'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Sign-up' });
    const settle = latest!.settle;

    // Back: the router is on its way to the results, the render the form settles from is not yet.
    await act(async () => {
      void router.navigate(-1);
      settle('details');
      release();
      await guard;
    });
    await screen.findByRole('heading', { name: 'Results' });
    expect(router.state.location.pathname).toBe('/results');
  });

  it('with no navigation under way, settling marks the entry with the section in place', async () => {
    const router = createMemoryRouter([{ path: '/details', Component: SignUp }], {
      initialEntries: ['/details'],
    });
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Sign-up' });
    act(() => latest!.settle('address'));
    expect(latest!.inEntry).toBe('address');
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
