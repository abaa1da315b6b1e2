/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstLoadGroups } from './scripts/build/first-load-groups.ts';
import { lazyTableFilter } from './scripts/build/lazy-table-filter.ts';
import { lazyTooltipUniqueProvider } from './scripts/build/lazy-tooltip-unique.ts';
import { rcInputWithoutTextArea } from './scripts/build/rc-input-direct.ts';
import { rcTreeHelpersDirect } from './scripts/build/rc-tree-direct.ts';
import { screenIndex } from './scripts/build/screen-index.ts';
import { shellPreloads } from './scripts/build/shell-preloads.ts';
import { svarWithoutRemoteFonts } from './scripts/build/svar-fonts.ts';
import { contentSecurityPolicy } from './scripts/csp.ts';

// What /api stands for: the local Prism mock by default, a real backend's base URL with API_TARGET=<url>
// (`/api/bos/x` goes to `<url>/bos/x`).
const apiTarget = process.env.API_TARGET ?? `http://127.0.0.1:${process.env.MOCK_PORT ?? 4010}/api`;
// Stored files (`/files/...`: pictures, PDFs) are served by the backend's origin, the mock's included; FILES_TARGET
// names another host (`/files/x` goes to `<FILES_TARGET>/files/x`).
const filesTarget = process.env.FILES_TARGET ?? new URL(apiTarget).origin;
const apiProxy = {
  '/api': { target: apiTarget, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
  '/files': { target: filesTarget, changeOrigin: true },
};
const root = fileURLToPath(new URL('.', import.meta.url));
const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

// react-router's package exports only its development build; production builds use the production one (the browser
// suite's development build keeps the development one, with its warnings).
const productionAliases = [
  {
    find: /^react-router$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
  },
  {
    find: /^react-router\/dom$/,
    replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
  },
];

/**
 * @rc-component/form's entry assigns statics onto its Form at load (a side effect), so importing only its
 * FormProvider (antd's form context, which every input and the shell need) kept the whole form engine and its
 * validator in the shell. Marked side-effect free, only what is used stays where it is used.
 */
const rcFormWithoutSideEffects: Plugin = {
  name: 'rc-form-without-side-effects',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (source !== '@rc-component/form') return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, moduleSideEffects: false };
  },
};

const shell = shellPreloads();
const firstLoad = firstLoadGroups(fileURLToPath(import.meta.url));

export default defineConfig(({ command, mode, isPreview }) => ({
  plugins: [
    react(),
    rcFormWithoutSideEffects,
    lazyTooltipUniqueProvider(),
    lazyTableFilter(),
    rcInputWithoutTextArea(),
    rcTreeHelpersDirect(),
    svarWithoutRemoteFonts(),
    shell.plugin,
    firstLoad.plugin,
    screenIndex(root),
  ],
  resolve: {
    alias: [
      ...(command === 'build' && mode === 'production' ? productionAliases : []),
      { find: /^@\//, replacement: `${alias['@']}/` },
      // dayjs in Chinese wherever it is imported (src/app/setup/dayjs-chinese.ts).
      { find: /^dayjs$/, replacement: fileURLToPath(new URL('./src/app/setup/dayjs-chinese.ts', import.meta.url)) },
    ],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    strictPort: true,
    proxy: apiProxy,
  },
  // The built app is served with the Content Security Policy a deployment sends (scripts/csp.ts, README). Only
  // here: the dev server puts React refresh's preamble into index.html as an inline script, which the policy forbids,
  // and is never what a deployment serves. Computed only for preview, so a bad CSP_* variable stops the server that would send it, not a build.
  preview: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 4173),
    strictPort: true,
    proxy: apiProxy,
    ...(isPreview ? { headers: { 'Content-Security-Policy': contentSecurityPolicy(process.env) } } : {}),
  },
  // The manifest lets `npm run bench` add up what each route loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: shell.resolveDependencies },
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The request layer and the small shared libraries every page starts with, in one chunk: left alone,
            // each screen that shares a different subset of them cuts them into many sub-kilobyte chunks, and
            // /login pays for every cut (architecture.md §9). Their dependencies stay where the bundler puts them.
            {
              name: 'app-core',
              test: /src[\\/]shared[\\/](api[\\/](?!generated)|lib[\\/](errors|storage|browser|permission|url)|config)|@tanstack[\\/](react-query|query-core)|openapi-fetch/,
              includeDependenciesRecursively: false,
            },
            // The libraries /login, the signed-in shell, the home page and a table screen load, one chunk each (first-load-groups.ts).
            ...firstLoad.groups,
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        resolve: { alias },
        plugins: [screenIndex(root)],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          setupFiles: ['tests/setup/jsdom.ts'],
          // One jsdom and one antd for all files: isolating each file paid their set-up again per file (about 90% of
          // the suite's time on CI's two cores). The setup file resets the DOM and storage after each test;
          // `npm run test:unit:isolated` runs the files isolated now and then, to catch state leaking between them.
          isolate: false,
          // A bound, not a measure: a form or table test typing into antd inputs in jsdom takes seconds on CI's two
          // cores, past vitest's 5 s default.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'contract',
          environment: 'node',
          include: ['tests/contract/**/*.test.ts'],
          globalSetup: ['tests/setup/mock-server.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/setup/e2e-server.ts'],
          // A flow test walks several screens: 35–45 s on a quiet 2-core machine, past 60 s when CI's machine is busy.
          // The limit catches a hang, not slowness (npm run bench measures that).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // Under CI load a request or a re-render can take seconds; polls wait as long as locators do.
          expect: { poll: { timeout: 20_000 } },
        },
      },
      {
        resolve: { alias },
        test: {
          // The production build behind nginx with deploy/nginx.conf (issue 28 item 7; tests/setup/nginx-server.ts).
          name: 'nginx',
          environment: 'node',
          include: ['tests/nginx/**/*.test.ts'],
          globalSetup: ['tests/setup/nginx-server.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          expect: { poll: { timeout: 20_000 } },
        },
      },
    ],
  },
}));
