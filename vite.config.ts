import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { injectSettingsMeta, resolveSettings, type Settings } from './contract/settings.js';
import { precompress } from './scripts/vite/precompress.js';
import { shellRoutes } from './scripts/vite/shellRoutes.js';

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

export default defineConfig({
  plugins: [react(), appSettings(), shellRoutes(), precompress()],
  resolve: {
    alias: {
      // RJSF's markdown parser renders nothing the journey uses: see engine/react/plainMarkdown.tsx.
      'markdown-to-jsx/react': fileURLToPath(new URL('./engine/react/plainMarkdown.tsx', import.meta.url)),
    },
  },
  // The manifest (dist/.vite/manifest.json) names each module's chunk: test/e2e/perf.e2e.ts reads it.
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    proxy: {
      [apiBase]: `http://127.0.0.1:${devApiPort}`,
      '/auth': `http://127.0.0.1:${devApiPort}`,
      '/sandbox': `http://127.0.0.1:${devApiPort}`,
    },
  },
});
