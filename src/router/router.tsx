import { areasReady } from './deferredAreas';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router-dom';
import type { ComponentType } from 'react';
import { AppLayout, type RouteHandle } from '../layout/AppLayout';
import { RouteErrorFallback } from '../layout/RouteErrorFallback';
import { registerNavigator } from '../api/navigation';
import { getSettings } from '../settings';
import { guardLoader } from './appGuard';
import { PATHS, ROUTES, type RouteName } from '../routes/routeTable';
import { BootFallback } from './bootFallback';
import { revalidateOnNewPath } from './revalidate';
import { loadLaterMessages } from '../i18n/t';

/** Renders nothing: for the catch-all route, which only redirects. */
function Nothing() {
  return null;
}

type PageModule = Promise<{ default: ComponentType }>;

/**
 * The pages whose texts are all in the catalogue's first part (src/i18n/catalogueParts.ts): the first
 * page, and the error page, which must show even when loading more (the later part) is what failed.
 * Every other page loads the later part beside its chunk.
 */
const FIRST_PART_PAGES = new Set<RouteName>(['currentTariff', 'error']);

/**
 * A route whose page is its own chunk, loaded on first visit, so a page's bundle holds only what it
 * renders. The guard (a static loader) runs while the chunk downloads: `lazy` names only the
 * Component, so React Router fetches both at once. On the first load of the app, a page the app
 * renders itself shows the shell (header and progress) meanwhile, looking as the server's HTML did;
 * a page the server rendered is adopted once both are here (src/boot.tsx).
 */
function page(name: RouteName, load: () => PageModule, guarded = true): RouteObject {
  const component = FIRST_PART_PAGES.has(name)
    ? load
    : async () => (await Promise.all([load(), loadLaterMessages()]))[0];
  return {
    path: ROUTES[name].path,
    ...(guarded ? { loader: guardLoader(name) } : {}),
    // Sign-up's sections are history entries of its one URL: moving between them is not entering the
    // page again, so the guard does not run (nor track a page view) on each Continue, Back or Forward.
    ...(name === 'personalDetails' ? { shouldRevalidate: revalidateOnNewPath } : {}),
    // The deferred areas (deferredAreas.tsx) load with the page, unless held for the first interaction.
    lazy: {
      Component: async () => {
        const module = await component();
        await areasReady();
        return module.default;
      },
    },
    HydrateFallback: BootFallback,
    handle: { meta: ROUTES[name] } satisfies RouteHandle,
  };
}

/**
 * Every route of spec section 2 plus the hidden staff preview; unknown paths go to the first screen.
 * Exported for its unit test and the server's renderer (serverRender.tsx).
 */
export const routes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        errorElement: <RouteErrorFallback />,
        children: [
          page('currentTariff', () => import('../features/quote/QuoteFormPage')),
          page('quoteResults', () => import('../features/results/QuoteResultsPage')),
          page('tariffDetails', () => import('../features/results/TariffDetailsPage')),
          page('personalDetails', () => import('../features/signup/PersonalDetailsPage')),
          page('switchComplete', () => import('../features/complete/SwitchCompletePage')),
          page('carbonOffset', () => import('../features/carbon/CarbonOffsetPage')),
          page('carbonOffsetProcess', () => import('../features/carbon/CarbonOffsetProcessPage')),
          page('carbonOffsetExisting', () => import('../features/carbon/ExistingSwitchPage')),
          ...(['terms', 'privacy', 'accessibility'] as const).map((name) =>
            page(name, () => import('../features/info/InfoPage')),
          ),
          // Off in production (the server answers 404 too); `npm run dev` and the e2e run turn it on.
          ...(getSettings().staffPreview
            ? [page('staffPreview', () => import('../features/staffPreview/StaffPreviewPage'))]
            : []),
          // No guard: the error page must show even when the token call is what failed.
          page('error', () => import('../features/error/ErrorPage'), false),
          { path: '*', loader: () => redirect(PATHS.currentTariff), Component: Nothing },
        ],
      },
    ],
  },
];

/** Creates the browser router and registers it as the API client's navigator. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigator((path) => void router.navigate(path));
  return router;
}
