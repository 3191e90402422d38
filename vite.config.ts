import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Port of the API server that `npm run dev` starts beside Vite (see scripts/dev.ts). */
const devApiPort = Number(process.env.DEV_API_PORT ?? 8081);
const apiBase = process.env.API_BASE ?? '/api';

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1500 },
  server: {
    host: '127.0.0.1',
    proxy: {
      [apiBase]: `http://127.0.0.1:${devApiPort}`,
      '/auth': `http://127.0.0.1:${devApiPort}`,
      '/sandbox': `http://127.0.0.1:${devApiPort}`,
    },
  },
});
