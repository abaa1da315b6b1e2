/**
 * One `/api` in front of five Prism processes (one per family spec). Requests are routed by the exact path of
 * the generated operation manifest, so a path that no spec declares is answered 404 here, not by a guess.
 * Mode `mock` serves the specs' examples, and the files they name at /files/ (scripts/mock/files/); mode `proxy`
 * forwards to a real backend and checks it against the specs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import { connect, createServer as createNetServer } from 'node:net';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { operationManifest } from '../../src/shared/api/generated/manifest.ts';
import { responseProblems } from './response-check.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FAMILIES = ['bos', 'sys', 'scm', 'mes', 'pm'] as const;
type Family = (typeof FAMILIES)[number];

export interface MockOptions {
  port: number;
  /** Forward to this backend (prism proxy) instead of answering from examples. */
  upstream?: string | undefined;
  /** Prism's own log: 'all' lines, only 'errors' (request validation failures: the default), or 'quiet' (fatal only). */
  log?: 'all' | 'errors' | 'quiet' | undefined;
}

export interface RunningMock {
  url: string;
  close(): Promise<void>;
}

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`Prism did not start on port ${port} in ${timeoutMs} ms`));
        else setTimeout(attempt, 150);
      });
    };
    attempt();
  });
}

/** Refuses a taken port: waitForPort would otherwise take someone else's server on it for our Prism. */
function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use (another mock?): choose another port (E2E_MOCK_PORT, MOCK_PORT) — the mock uses it and the next five`,
            )
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

function startPrism(family: Family, port: number, options: MockOptions): ChildProcess {
  const spec = join(root, 'openapi', `${family}.yaml`);
  const args = options.upstream
    ? ['proxy', spec, options.upstream, '--errors', '-h', '127.0.0.1', '-p', String(port)]
    : ['mock', spec, '--errors', '-h', '127.0.0.1', '-p', String(port)];
  const child = spawn(join(root, 'node_modules/.bin/prism'), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const log = options.log ?? 'errors';
  const forward = (chunk: Buffer) => {
    const text = chunk.toString();
    const wanted = log === 'all' || /fatal/i.test(text) || (log === 'errors' && /✖|error/i.test(text));
    if (wanted) process.stderr.write(`[prism ${family}] ${text}`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

/** The stored files the examples name (`/files/...`), drawn by make-files.ts. */
const FILES_ROOT = join(root, 'scripts/mock/files');
const FILE_TYPES: Readonly<Record<string, string>> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** `/files/<path>` from scripts/mock/files/, as a file host would: a known type, 404 for anything else. */
async function sendStoredFile(res: ServerResponse, pathname: string): Promise<void> {
  const notFound = () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(`文件不存在：${pathname}`);
  };
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice('/files/'.length));
  } catch {
    return notFound();
  }
  const file = resolve(FILES_ROOT, relative);
  const type = FILE_TYPES[extname(file).toLowerCase()];
  if (!type || !file.startsWith(FILES_ROOT + sep)) return notFound();
  const bytes = await readFile(file).catch(() => null);
  if (!bytes) return notFound();
  res.writeHead(200, { 'Content-Type': type, 'Content-Length': bytes.length, 'Cache-Control': 'no-cache' });
  res.end(bytes);
}

/** What is wrong with a backend's JSON answer by the contract (an answer that is not JSON at all, too). */
function checkAnswer(op: (typeof operationManifest)[number], status: string, text: string): string[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['the answer is not JSON'];
  }
  return responseProblems(op, status, 'application/json', body);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export async function startMock(options: MockOptions): Promise<RunningMock> {
  const routes = new Map<string, (typeof operationManifest)[number]>();
  for (const op of operationManifest) routes.set(`${op.method} ${op.path}`, op);
  const ports = new Map<Family, number>(FAMILIES.map((family, index) => [family, options.port + 1 + index]));
  await Promise.all([options.port, ...ports.values()].map(assertPortFree));
  const children = FAMILIES.map((family) => startPrism(family, ports.get(family) ?? 0, options));
  // A Prism that exits before it listens (a broken spec) fails the start at once, not after the time-out.
  const exited = children.map(
    (child, index) =>
      new Promise<never>((_, reject) =>
        child.once('exit', (code) => reject(new Error(`Prism for ${FAMILIES[index]}.yaml exited with code ${code}`))),
      ),
  );
  try {
    await Promise.race([Promise.all([...ports.values()].map((port) => waitForPort(port, 60_000))), ...exited]);
    for (const promise of exited) promise.catch(() => undefined);
  } catch (error) {
    for (const child of children) child.kill();
    throw error;
  }

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://mock');
    if (!options.upstream && url.pathname.startsWith('/files/') && (req.method === 'GET' || req.method === 'HEAD')) {
      void sendStoredFile(res, url.pathname);
      return;
    }
    const path = url.pathname.replace(/^\/api(?=\/)/, '');
    const op = routes.get(`${req.method ?? 'GET'} ${path}`);
    const family = op?.family as Family | undefined;
    if (!op || !family) {
      sendJson(res, 404, { code: 404, success: false, message: `接口不存在：${req.method} ${path}`, data: null });
      return;
    }
    const upstream = request(
      {
        host: '127.0.0.1',
        port: ports.get(family),
        method: req.method,
        path: `${path}${url.search}`,
        headers: req.headers,
      },
      (answer: IncomingMessage) => {
        const json = String(answer.headers['content-type'] ?? '').includes('json');
        if (!options.upstream || !json) {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          return;
        }
        // Proxy mode: the backend's JSON answer checked against its schema by our own validator too (Prism skips
        // responses whose schema it cannot compile), each problem logged and named in a header.
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = String(answer.statusCode ?? 502);
          const problems = checkAnswer(op, status, text);
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['transfer-encoding'];
          if (problems.length) {
            console.warn(`contract: ${op.operationId} ${status}: ${problems.join('; ')}`);
            headers['x-contract-violations'] = encodeURIComponent(problems.join('; '));
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(text);
        });
      },
    );
    upstream.on('error', (error) =>
      sendJson(res, 502, { code: 502, success: false, message: error.message, data: null }),
    );
    req.pipe(upstream);
  };
  const server: Server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });

  return {
    url: `http://127.0.0.1:${options.port}/api`,
    async close() {
      for (const child of children) child.kill();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
