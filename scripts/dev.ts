/**
 * `npm run dev`: the API server on DEV_API_PORT (8081) and Vite's dev server in front of it,
 * which proxies the API base, /auth and /sandbox to it (see vite.config.ts), with the staff preview
 * on (`SETTING_STAFF_PREVIEW`, unless set otherwise). Ctrl-C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.DEV_API_PORT ?? '8081';

const children: ChildProcess[] = [
  spawn('node', ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  // The staff preview is on in development unless the environment says otherwise.
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { SETTING_STAFF_PREVIEW: 'true', ...process.env, DEV_API_PORT: apiPort },
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && stop());
