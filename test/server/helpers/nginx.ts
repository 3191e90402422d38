import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Debian's nginx binary, if installed (.ci/run installs it). */
export const nginxBinary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

/** The name of a test that needs nginx, saying so when it is skipped. */
export function nginxOnly(name: string): string {
  return nginxBinary ? name : `${name} (skipped: nginx is not installed; .ci/run installs it)`;
}

/** The nginx site configuration of docs/scale-out.md: the block after its `nginx-site` marker. */
export function siteConfigFromDoc(): string {
  const doc = readFileSync(new URL('../../../docs/scale-out.md', import.meta.url), 'utf8');
  const m = /<!-- nginx-site[^>]*-->\s*```nginx\n([\s\S]*?)```/.exec(doc);
  if (!m) throw new Error('docs/scale-out.md has no nginx-site block');
  return m[1];
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** A running nginx: its base URL, its access log and a way to stop it. */
export interface Nginx {
  base: string;
  /** The lines of the site's access log so far. */
  accessLog(): string[];
  stop(): Promise<void>;
}

/**
 * Runs nginx in the foreground with `site` (the doc's configuration as written, but for its upstream
 * ports, replaced by `upstreams`, its listen port, replaced by a free one, and its access log's path,
 * moved under `dir`) in a main configuration of its own under `dir`.
 */
export async function startNginx(site: string, upstreams: number[], dir: string): Promise<Nginx> {
  const port = await freePort();
  const accessLog = join(dir, 'access.log');
  let i = 0;
  const conf = site
    .replace(/server 127\.0\.0\.1:\d+/g, (s) =>
      i < upstreams.length ? `server 127.0.0.1:${upstreams[i++]}` : s,
    )
    .replace(/listen 127\.0\.0\.1:\d+;/, `listen 127.0.0.1:${port};`)
    .replace(/access_log \S+/, `access_log ${accessLog}`);
  if (i !== upstreams.length) throw new Error('the nginx site has fewer upstream servers than given');
  mkdirSync(join(dir, 'temp'), { recursive: true, mode: 0o777 });
  writeFileSync(join(dir, 'site.conf'), conf);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
  include ${dir}/site.conf;
}
`,
  );
  const child = spawn(nginxBinary!, ['-c', join(dir, 'nginx.conf'), '-p', dir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (b: Buffer) => (out += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (out += b.toString()));
  const base = `http://127.0.0.1:${port}`;
  // Up once it answers (a 502 would mean nginx is up but the upstreams are not: still up).
  for (let t = 0; ; t++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${out}`);
    const ok = await fetch(`${base}/health`).then(
      () => true,
      () => false,
    );
    if (ok) break;
    if (t > 100) throw new Error(`nginx did not start: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    accessLog: () =>
      existsSync(accessLog) ? readFileSync(accessLog, 'utf8').split('\n').filter(Boolean) : [],
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}
