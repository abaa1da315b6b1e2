/**
 * Browser suite: the built app (vite preview) with /api proxied to the Prism mock. Builds first, unless
 * E2E_SKIP_BUILD=1 says dist/ was just built (npm test builds right before this suite).
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

export default async function setup(project: TestProject) {
  forgetScannedStates();
  const mock = await startMock({ port: Number(process.env.E2E_MOCK_PORT ?? 4620), log: 'quiet' });
  process.env.API_TARGET = mock.url;
  if (process.env.E2E_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/index.html'))) {
    // vitest runs with NODE_ENV=test, which a build would define into the app: antd's development warnings would ship
    // (and fail the console check). The suite tests the production build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  const server = await preview({
    root,
    configFile: join(root, 'vite.config.ts'),
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
