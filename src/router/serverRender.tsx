/**
 * The server's renderer (issue 23 item 1), built by `npm run build` into dist/.ssr/serverRender.js and run by
 * the server (server/web/serverRender.ts): the app's own route table, layout, theme and pages rendered
 * to HTML by React's server renderer, with MUI's styles extracted by emotion's server API carrying the
 * reply's nonce. The routes' guards (loaders) are left out: they call the API from the browser; the
 * server checks a page's needs itself (server/web/pageGuard.ts). The stores are filled with the page's
 * data just before the render and emptied after it: `renderToString` is synchronous, so no other
 * request's render sees them.
 */
import { renderToString } from 'react-dom/server';
import { StrictMode } from 'react';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router-dom';
import type { PageData, ServerRenderer } from '../../contract/pageData';
import type { Settings } from '../../contract/settings';
import { routes } from './router';
import { initSettings } from '../settings';
import { createAppTheme } from '../theme/createAppTheme';
import { applyPageData, PAGE_DATA_STORES } from './pageData';
import { moveStyleAttributes } from './styleAttributes';

function withoutLoaders(list: RouteObject[]): RouteObject[] {
  return list.map((route) => {
    const { loader: _guard, children, ...rest } = route as RouteObject & { loader?: unknown };
    return { ...rest, ...(children ? { children: withoutLoaders(children) } : {}) } as RouteObject;
  });
}

/** Fills the stores with the page's data; returns what empties them again. */
function fillStores(data: PageData): () => void {
  const before = PAGE_DATA_STORES.map((store) => store.getState());
  applyPageData(data);
  return () => PAGE_DATA_STORES.forEach((store, i) => store.setState(before[i] as never, true));
}

function renderWith(
  theme: Theme,
  router: ReturnType<typeof createStaticRouter>,
  context: object,
  nonce?: string,
) {
  const cache = createCache({ key: 'css', nonce });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <StaticRouterProvider
            router={router}
            context={context as Parameters<typeof StaticRouterProvider>[0]['context']}
            hydrate={false}
          />
        </ThemeProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const styleTags = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  // After emotion's: at equal weight, the later rule wins, as the inline style did.
  const moved = moveStyleAttributes(html);
  const nonceAttribute = nonce ? ` nonce="${nonce}"` : '';
  return {
    html: moved.html,
    styleTags: moved.css
      ? `${styleTags}<style data-ssr-styles${nonceAttribute}>${moved.css}</style>`
      : styleTags,
  };
}

/** The renderer for a start with `settings` (the page's settings: the header's phone, the brand...). */
export function createServerRenderer(settings: Settings): ServerRenderer {
  initSettings(settings);
  const theme = createAppTheme(settings);
  const handler = createStaticHandler(withoutLoaders(routes));
  return {
    async render(url, data, nonce) {
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return { redirect: context.headers.get('Location') ?? '/' };
      const router = createStaticRouter(handler.dataRoutes, context);
      const restore = fillStores(data);
      try {
        return renderWith(theme, router, context, nonce);
      } finally {
        restore();
      }
    },
  };
}
