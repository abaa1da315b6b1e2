/**
 * Browser suite: the app built in development mode into dist-dev/ (React's and antd's development warnings kept, so
 * the console check sees them on every screen a test opens; issue 28 item 5), served by vite preview with /api
 * proxied to the Prism mock. Builds first, unless E2E_SKIP_BUILD=1 says dist-dev/ is fresh. The production build
 * (dist/) is checked by `npm run build`, `npm run bench` and the nginx smoke test (tests/nginx/).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build, preview } from 'vite';
import { startMock } from '../../scripts/mock/server.ts';
import { forgetScannedStates } from '../e2e/support/accessibility.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const root = join(import.meta.dirname, '../..');
const DEV_OUT_DIR = 'dist-dev';

export default async function setup(project: TestProject) {
  forgetScannedStates();
  const mock = await startMock({ port: Number(process.env.E2E_MOCK_PORT ?? 4620), log: 'quiet' });
  process.env.API_TARGET = mock.url;
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, DEV_OUT_DIR, 'index.html'))) {
    // vitest runs with NODE_ENV=test; React and antd keep their warnings under 'development', which the build defines
    // into the app. Unminified: a warning's component stack names our components.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      await build({
        root,
        configFile: join(root, 'vite.config.ts'),
        mode: 'development',
        logLevel: 'warn',
        build: { outDir: DEV_OUT_DIR, minify: false },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
    build: { outDir: DEV_OUT_DIR },
    preview: { port: Number(process.env.E2E_APP_PORT ?? 4680) },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  project.provide('appUrl', url.replace(/\/$/, ''));
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await mock.close();
  };
}
