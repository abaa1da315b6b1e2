/**
 * deploy/nginx.conf's two commands (README → Deploying):
 *   npm run nginx:conf -- <dir>   writes the files it includes (csp.conf, api.conf, files.conf) into <dir>, from
 *                                 API_TARGET, FILES_TARGET and the CSP_* variables; on Debian <dir> is
 *                                 /etc/nginx/back-office
 *   npm run nginx:serve           the production build (dist/, `npm run build` first) served by Debian's nginx with
 *                                 that file, over the Prism mock (or API_TARGET): what a deployment serves, on
 *                                 127.0.0.1:${PORT:-4180}
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startMock, type RunningMock } from './mock/server.ts';
import { INCLUDE_DIR, nginxIncludes } from './nginx/includes.ts';
import { startNginx } from './nginx/server.ts';

const [command, dir] = process.argv.slice(2);
try {
  if (command === 'conf' && dir) {
    const includes = nginxIncludes(process.env);
    mkdirSync(dir, { recursive: true });
    for (const [name, text] of Object.entries(includes)) {
      writeFileSync(join(dir, name), text);
      console.log(`${join(dir, name)}: ${text.trim()}`);
    }
    if (!dir.replace(/\/+$/, '').endsWith(INCLUDE_DIR))
      console.log(`deploy/nginx.conf includes them as ${INCLUDE_DIR}/*.conf under nginx's configuration directory`);
  } else if (command === 'serve') {
    let mock: RunningMock | undefined;
    if (!process.env.API_TARGET) {
      mock = await startMock({ port: Number(process.env.MOCK_PORT ?? 4010) });
      process.env.API_TARGET = mock.url;
    }
    const nginx = await startNginx({ port: Number(process.env.PORT ?? 4180), dist: 'dist', env: process.env });
    console.log(`\n  App:   ${nginx.url}/ (nginx with deploy/nginx.conf over dist/)`);
    console.log(`  API:   /api -> ${process.env.API_TARGET}${mock ? ' (Prism mock)' : ''}\n`);
    const stop = async () => {
      await nginx.close();
      await mock?.close();
      process.exit(0);
    };
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
  } else {
    console.error('usage: npm run nginx:conf -- <dir>   |   npm run nginx:serve');
    process.exit(2);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
