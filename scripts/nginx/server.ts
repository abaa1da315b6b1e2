/**
 * Debian's nginx (`apt-get install nginx`; .ci/run installs it) serving a built app with deploy/nginx.conf, for the
 * browser test tests/nginx/ and `npm run nginx -- serve`. The site file is deploy/nginx.conf as it is but for its
 * `listen` and `root`; its includes are written by nginxIncludes from the given environment; nginx runs in the
 * foreground from a temporary prefix (its pid, logs and buffers there), never touching /etc/nginx.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { CspEnv } from '../csp.ts';
import { INCLUDE_DIR, nginxIncludes } from './includes.ts';

const ROOT = resolve(import.meta.dirname, '../..');
export const SITE_CONFIG = join(ROOT, 'deploy/nginx.conf');

export interface RunningNginx {
  url: string;
  close(): Promise<void>;
}

/** deploy/nginx.conf with this server's port and root: each line must be there once, or the file changed under us. */
export function siteConfig(port: number, dist: string): string {
  let text = readFileSync(SITE_CONFIG, 'utf8');
  const swaps: [RegExp, string][] = [
    [/^(\s*)listen\s+80;$/m, `$1listen 127.0.0.1:${port};`],
    [/^(\s*)root\s+\S+;$/m, `$1root ${dist};`],
  ];
  for (const [line, value] of swaps) {
    if (!line.test(text)) throw new Error(`deploy/nginx.conf has no line ${line}: update scripts/nginx/server.ts`);
    text = text.replace(line, value);
  }
  return text;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

export async function startNginx(options: { port: number; dist: string; env: CspEnv }): Promise<RunningNginx> {
  const dist = resolve(options.dist);
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist}/index.html is missing: build the app first`);
  const binary = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!binary) throw new Error('nginx is not installed: apt-get install -y nginx');
  // Otherwise the wait below would take another server on the port for ours.
  if (await listening(options.port)) throw new Error(`Port ${options.port} is already in use: choose another`);
  const prefix = mkdtempSync(join(tmpdir(), 'back-office-nginx-'));
  mkdirSync(join(prefix, INCLUDE_DIR));
  for (const [name, text] of Object.entries(nginxIncludes(options.env)))
    writeFileSync(join(prefix, INCLUDE_DIR, name), text);
  writeFileSync(join(prefix, 'site.conf'), siteConfig(options.port, dist));
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As root, nginx's workers would run as nobody, who may not read a checkout under /root or /work.
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`),
      '  include site.conf;',
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const close = async () => {
    if (child.exitCode === null) child.kill('SIGQUIT');
    await exited;
    rmSync(prefix, { recursive: true, force: true });
  };
  for (let waited = 0; !(await listening(options.port)); waited += 100) {
    if (child.exitCode !== null || waited > 10_000) {
      const log = existsSync(join(prefix, 'error.log')) ? readFileSync(join(prefix, 'error.log'), 'utf8') : '';
      await close();
      throw new Error(`nginx did not start on port ${options.port}:\n${stderr}${log}`);
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return { url: `http://127.0.0.1:${options.port}`, close };
}
