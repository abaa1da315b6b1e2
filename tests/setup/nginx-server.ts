/**
 * The nginx smoke test (issue 28 item 7): the production build (dist/) served by Debian's nginx with
 * deploy/nginx.conf, /api and /files going to the Prism mock. Builds dist/ first, unless NGINX_SKIP_BUILD=1 says it
 * is fresh (npm test's build step made it).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from 'vite';
import { startMock } from '../../scripts/mock/server.ts';
import { startNginx } from '../../scripts/nginx/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
  }
}

const root = join(import.meta.dirname, '../..');

export default async function setup(project: TestProject) {
  if (process.env.NGINX_SKIP_BUILD !== '1' || !existsSync(join(root, 'dist/index.html'))) {
    // vitest runs with NODE_ENV=test, which the build would define into the app: this is the production build.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn' });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
  }
  const mock = await startMock({ port: Number(process.env.NGINX_MOCK_PORT ?? 4630), log: 'quiet' });
  const nginx = await startNginx({
    port: Number(process.env.NGINX_APP_PORT ?? 4640),
    dist: join(root, 'dist'),
    env: { ...process.env, API_TARGET: mock.url, FILES_TARGET: undefined },
  });
  project.provide('appUrl', nginx.url);
  return async () => {
    await nginx.close();
    await mock.close();
  };
}
