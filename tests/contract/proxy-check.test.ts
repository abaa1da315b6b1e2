/**
 * `npm run contract:proxy` checks a live backend's answers with our own validator too (scripts/mock/server.ts): a
 * backend answering the login details with `success: 42` (an answer Prism 5.14 did not validate before its nullable
 * enums were rewritten, issue 28) is logged and named in `x-contract-violations`, whatever Prism makes of it.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startMock, type RunningMock } from '../../scripts/mock/server.ts';

// Just past the contract mock's six ports (4610–4615), below the browser suite's (4620–): nginx's mock sat at +20.
const base = Number(process.env.CONTRACT_MOCK_PORT ?? 4610) + 6;
let backend: Server;
let proxy: RunningMock;
let answer: unknown;

beforeAll(async () => {
  backend = createServer((_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => backend.listen(base, '127.0.0.1', resolve));
  proxy = await startMock({ port: base + 1, upstream: `http://127.0.0.1:${base}`, log: 'quiet' });
}, 90_000);

afterAll(async () => {
  await proxy.close();
  await new Promise<void>((resolve) => backend.close(() => resolve()));
});

const loginDetails = () =>
  fetch(`${proxy.url}/bos/v2/bosPlatformLogin/getLoginUserDetails`, { headers: { Authorization: 'Bearer test' } });

it('names what a backend answer breaks, and leaves a right one unmarked', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  answer = { code: 200, message: '操作成功', success: 42, data: null };
  const wrong = await loginDetails();
  expect(decodeURIComponent(wrong.headers.get('x-contract-violations') ?? '')).toMatch(/must/);
  expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^contract: getLoginUserDetails \d{3}: /));
  answer = { code: 10110014, message: '登录已失效，请重新登录', success: false, data: null };
  const right = await loginDetails();
  expect(right.headers.get('x-contract-violations')).toBeNull();
  warn.mockRestore();
});
