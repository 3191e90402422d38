import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { injectSettingsMeta, resolveSettings, type Settings } from './contract/settings.js';
import { memoDecimalSeparator } from './scripts/vite/memoDecimalSeparator.js';
import { precomposedJourney } from './scripts/vite/precomposedJourney.js';
import { precompress } from './scripts/vite/precompress.js';
import { pageRoutes } from './scripts/vite/pageRoutes.js';
import { firstPageReach } from './scripts/vite/firstPageReach.js';
import { catalogueParts } from './scripts/vite/catalogueParts.js';

/** Port of the API server that `npm run dev` starts beside Vite (see scripts/dev.ts). */
const devApiPort = Number(process.env.DEV_API_PORT ?? 8081);
const apiBase = process.env.API_BASE ?? '/api';

/**
 * Writes the white-label settings (journey/settings.json overridden by `SETTING_*` variables at
 * build time) into index.html as a meta tag. The server rewrites the same tag at start
 * (server/web/static.ts), so the start environment wins over the build environment.
 */
function appSettings(): Plugin {
  return {
    name: 'app-settings',
    transformIndexHtml(html) {
      // Read per transform so that `npm run dev` picks up edits to the defaults without a restart.
      const defaults = JSON.parse(
        readFileSync(new URL('./journey/settings.json', import.meta.url), 'utf8'),
      ) as Settings;
      return injectSettingsMeta(html, resolveSettings(defaults, process.env));
    },
  };
}

/**
 * Left to itself the bundler puts every module shared by a different set of lazy chunks into a chunk
 * of its own: the first page then asked for some 45 small files. These groups gather what the first
 * page loads (React, the router, MUI's styling core and the first page's components, the stores, the
 * API client) into three chunks. Each takes only modules the first page reaches by static imports
 * (scripts/vite/firstPageReach.ts): what only later pages and lazily loaded widgets use (the slider,
 * tabs, dialog, radio and checkbox, the results page's filter drawer and chips, Select with its menu
 * and focus trap, the sign-up store and calls) stays in their chunks.
 */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@emotion[\\/][^\\/]+|@mui[\\/](system|utils|styled-engine|private-theming)|stylis|hoist-non-react-statics|react-is|clsx|@babel[\\/]runtime|zustand|immer|prop-types|cookie|set-cookie-parser)[\\/]/;
/** The app's own shell (stores, router, catalogue, API client, layout, engine core) and shared texts. */
const APP_SHELL =
  /[\\/](src[\\/](stores|router|routes|i18n|settings|api|tracking|components|layout|theme)|contract|journey[\\/]messages|src[\\/]widgets[\\/](LookupAgainContext|QuoteControllerContext)|src[\\/]features[\\/](info[\\/]InfoText|carbon[\\/]ExistingSwitchIntro))[\\/.]/;
const MUI = /@mui[\\/](material|icons-material)[\\/]/;

/** The chunk groups, each taking only modules the first page loads (`onFirstPage`). */
const chunkGroups = (onFirstPage: (id: string) => boolean) => [
  {
    // Vite's preload helper, which the entry (src/main.tsx) imports: a file of its own, or a group
    // that takes in its importers' dependencies pulls it in and the entry waits for that group
    // (and what it imports) before the first paint's task can even start.
    name: 'preload-helper',
    priority: 3,
    test: /preload-helper/,
  },
  { name: 'framework', priority: 2, test: (id: string) => FRAMEWORK.test(id) && onFirstPage(id) },
  {
    // Every page needs the shell: one file rather than a dozen small ones (each a round trip on a
    // slow phone).
    name: 'app',
    priority: 1,
    test: (id: string) => APP_SHELL.test(id) && onFirstPage(id),
  },
  { name: 'mui', priority: 1, test: (id: string) => MUI.test(id) && onFirstPage(id) },
];

/** The modules the first page loads: the entry's, the app's and the quote form's static imports. */
const FIRST_PAGE_ROOTS = ['/src/main.tsx', '/src/boot.tsx', '/src/features/quote/QuoteFormPage.tsx'];

const local = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * RJSF's default widget and field sets, which only the package's own `getDefaultRegistry` imports (by
 * a relative path, so an alias cannot name them), are replaced by engine/react/rjsfDefaultWidgets.ts
 * (the engine registers its own widget under every name RJSF picks by default) and
 * engine/react/rjsfDefaultFields.ts (RJSF's fields less those no journey can reach).
 */
function rjsfDefaults(): Plugin {
  return {
    name: 'rjsf-defaults',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !/@rjsf[\\/]core[\\/]lib[\\/]getDefaultRegistry\.js$/.test(importer))
        return null;
      if (source === './components/widgets/index.js') return local('./engine/react/rjsfDefaultWidgets.ts');
      if (source === './components/fields/index.js') return local('./engine/react/rjsfDefaultFields.ts');
      return null;
    },
  };
}

/**
 * Lighter stand-ins in the production build only (`npm run dev` and the unit tests keep the
 * packages): fast-uri's RFC 3986 parser (about 8 KB gzip), which @rjsf/utils calls only for schemas
 * with `$id` base URIs, is replaced by the browser's URL, engine/react/fast-uri-lite.ts; RJSF's
 * `allOf` merge (@x0k/json-schema-merge, about 5 KB gzip), which no card schema can reach, by
 * engine/react/noAllOfMerge.ts, which throws if one ever does; MUI's CSS theme variables, which the
 * app's theme never asks for, by src/theme/noCssVars.ts; MUI's ripple, which the theme turns off, by
 * src/theme/noTouchRipple.ts. axios stays the real package (a required part of the stack, and one
 * HTTP client in dev, tests and production).
 */
const buildOnlyAliases = (command: string) =>
  command === 'build'
    ? [
        { find: /^fast-uri$/, replacement: local('./engine/react/fast-uri-lite.ts') },
        {
          find: /^\.\/shallowAllOfMerge\.js$/,
          replacement: local('./engine/react/noAllOfMerge.ts'),
        },
        // MUI's CSS theme variables, which the app's theme never asks for: src/theme/noCssVars.ts.
        {
          find: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/,
          replacement: local('./src/theme/noCssVars.ts'),
        },
        // MUI's ripple, which the theme turns off for every button: src/theme/noTouchRipple.ts.
        { find: /^\.\/TouchRipple\.mjs$/, replacement: local('./src/theme/noTouchRipple.ts') },
      ]
    : [];

export default defineConfig(({ command, isSsrBuild }) => {
  const firstPage = firstPageReach(FIRST_PAGE_ROOTS);
  return {
    plugins: [
      rjsfDefaults(),
      react(),
      precomposedJourney(),
      // The server's renderer shows every page: it takes the whole catalogue as one part.
      catalogueParts({ split: !isSsrBuild }),
      memoDecimalSeparator(),
      appSettings(),
      // The server's renderer (`npm run build`'s second step) is read from disk by the server only.
      ...(isSsrBuild ? [] : [firstPage.plugin, pageRoutes(), precompress()]),
    ],
    resolve: {
      alias: [
        ...buildOnlyAliases(command),
        // RJSF's markdown parser renders nothing the journey uses: see engine/react/plainMarkdown.tsx.
        { find: 'markdown-to-jsx/react', replacement: local('./engine/react/plainMarkdown.tsx') },
      ],
    },
    // The manifest (dist/.vite/manifest.json) names each module's chunk: test/e2e/perf.e2e.ts reads it.
    // The server's renderer is one self-contained file: it runs wherever the build is (the bench serves
    // a build from a temporary folder), with no node_modules beside it.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    build: isSsrBuild
      ? // src/router/serverRender.tsx for the server (server/web/serverRender.ts), under the app's folder but
        // never served (a dot folder: server/web/static.ts serves none).
        { outDir: 'dist/.ssr', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
      : {
          outDir: 'dist',
          sourcemap: false,
          manifest: true,
          chunkSizeWarningLimit: 1500,
          rollupOptions: { output: { codeSplitting: { groups: chunkGroups(firstPage.has) } } },
        },
    server: {
      host: '127.0.0.1',
      proxy: {
        [apiBase]: `http://127.0.0.1:${devApiPort}`,
        '/auth': `http://127.0.0.1:${devApiPort}`,
        '/sandbox': `http://127.0.0.1:${devApiPort}`,
        '/supplier-logos': `http://127.0.0.1:${devApiPort}`,
      },
    },
  };
});
