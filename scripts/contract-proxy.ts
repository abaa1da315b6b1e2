/**
 * `npm run contract:proxy -- <upstream>`: Prism in proxy mode between the app and a real backend. Every request
 * and answer is checked against the specs; violations are logged and, with --errors, answered as errors.
 */
import { startMock } from './mock/server.ts';

const upstream = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('usage: npm run contract:proxy -- <http(s)://backend-base-url>');
  process.exit(2);
}
const port = Number(process.env.MOCK_PORT ?? 4010);
const proxy = await startMock({ port, upstream, log: 'all' });
console.log(`Contract proxy at ${proxy.url} -> ${upstream} (requests and answers checked against openapi/*.yaml)`);
console.log(`Point the app at it: npm start -- --api http://127.0.0.1:${port}/api`);
const stop = () => void proxy.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
