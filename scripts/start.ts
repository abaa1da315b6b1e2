/**
 * `npm start`: the mock and the app together. `npm start -- --api <url>` (or API_TARGET=<url>) serves the app
 * against a real backend instead: `/api/x` goes to `<url>/x`.
 */
import { createServer } from 'vite';
import { startMock, type RunningMock } from './mock/server.ts';
import { DEMO_LOGIN } from './demo-login.ts';

const argv = process.argv.slice(2);
const apiFlag = argv.indexOf('--api');
const api = apiFlag >= 0 ? argv[apiFlag + 1] : process.env.API_TARGET;
if (apiFlag >= 0 && (!api || !/^https?:\/\//.test(api))) {
  console.error('usage: npm start -- --api <http(s)://backend-base-url>');
  process.exit(2);
}

let mock: RunningMock | undefined;
if (api) {
  process.env.API_TARGET = api;
} else {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  mock = await startMock({ port });
  process.env.API_TARGET = mock.url;
}

const server = await createServer({ configFile: 'vite.config.ts' });
await server.listen();
const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${server.config.server.port}/`;
console.log('');
console.log(`  App:   ${url}`);
console.log(`  API:   /api -> ${process.env.API_TARGET}${mock ? ' (Prism mock of openapi/*.yaml)' : ''}`);
if (mock)
  console.log(
    `  Login: account ${DEMO_LOGIN.account} / password ${DEMO_LOGIN.password} (then drag the captcha slider; the mock accepts any position)`,
  );
console.log('');

const stop = async () => {
  await server.close();
  await mock?.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
