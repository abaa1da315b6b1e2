/**
 * The first load of each route (architecture.md §9): the gzipped JavaScript of the entry chunk, the route's lazy
 * chunks and every chunk they import statically (CSS is injected by antd's CSS-in-JS, so JS is the whole cost),
 * against its budget, with the ten biggest contributors of each route so the next person sees where the weight is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { build } from 'vite';

export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** A chunk's modules with their rendered (pre-minification) size, from the build that wrote it. */
export type ChunkModules = ReadonlyMap<string, ReadonlyArray<{ id: string; size: number }>>;

const KB = 1024;

/** The lazily loaded shell every signed-in page needs before its screen: session, then the main layout. */
export const SHELL = ['src/app/shell/SessionShell.tsx', 'src/app/layouts/basic/BasicLayout.tsx'];

/**
 * Screens whose first load is measured, by the source modules the router and the registry lazily import. A module's
 * registry file (`src/app/screens/modules/*.ts`) loads with its product, when the shell knows it (SessionShell), not
 * with the first of its screens: it is printed on its own line, in no route.
 */
export const ROUTES: ReadonlyArray<{ route: string; screens: readonly string[]; budgetKb: number }> = [
  { route: '/login', screens: ['src/features/auth/login/index.ts'], budgetKb: 204 },
  { route: '/welcome (shell)', screens: [...SHELL, 'src/features/home/welcome/index.ts'], budgetKb: 337 },
  {
    route: 'shell + table screen',
    screens: [...SHELL, 'src/features/mes/modeling/production-lines/index.ts'],
    budgetKb: 423,
  },
];

export function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return files;
}

const SLICE_SEGMENTS = new Set(['ui', 'model', 'api', 'lib', 'config']);

/**
 * What a module counts towards: its package (antd by component, the unit a screen adds), or its slice of src
 * (`src/shared/ui/data-table`, `src/features/auth/login`, `src/app/layouts/basic`).
 */
export function contributorOf(id: string): string {
  const path = id.replace(/\\/g, '/').replace(/^\0/, '');
  const nodeModules = path.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = path.slice(nodeModules + '/node_modules/'.length).split('/');
    const pkg = parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? path);
    return pkg === 'antd' && parts[1] === 'es' && parts.length > 3 ? `antd/${parts[2]}` : pkg;
  }
  const src = path.lastIndexOf('/src/');
  if (src < 0) return path;
  const parts = path
    .slice(src + 1)
    .split('/')
    .slice(0, -1);
  if (parts[1] === 'shared') return parts.slice(0, 4).join('/');
  const segment = parts.findIndex((part, index) => index > 1 && SLICE_SEGMENTS.has(part));
  return (segment > 0 ? parts.slice(0, segment) : parts).join('/');
}

/**
 * The biggest contributors of a set of chunks, in gzipped bytes: each chunk's gzipped size shared among its modules
 * by their rendered size (gzip does not split exactly, so a contributor's figure is an estimate; the route's total is
 * exact).
 */
export function topContributors(
  files: Iterable<string>,
  modules: ChunkModules,
  gzipped: (file: string) => number,
  count = 10,
): Array<{ name: string; bytes: number }> {
  const totals = new Map<string, number>();
  for (const file of files) {
    const inChunk = modules.get(file) ?? [];
    const rendered = inChunk.reduce((sum, module) => sum + module.size, 0);
    if (!rendered) {
      totals.set(file, (totals.get(file) ?? 0) + gzipped(file));
      continue;
    }
    for (const { id, size } of inChunk) {
      const name = contributorOf(id);
      totals.set(name, (totals.get(name) ?? 0) + (gzipped(file) * size) / rendered);
    }
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, bytes }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

/** Collects each output chunk's modules (the manifest names chunks, not what is in them). */
function chunkModulesPlugin(into: Map<string, Array<{ id: string; size: number }>>): Plugin {
  return {
    name: 'bench-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      into.clear();
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        into.set(
          chunk.fileName,
          Object.entries(chunk.modules).map(([id, module]) => ({ id, size: module.renderedLength })),
        );
      }
    },
  };
}

/** Builds the app, prints each route's first load and its top contributors; answers how many routes are over budget. */
export async function measureFirstLoad(
  root: string,
  after?: (manifest: Manifest, entry: string, gzipped: (file: string) => number) => void,
): Promise<number> {
  const modules = new Map<string, Array<{ id: string; size: number }>>();
  await build({
    root,
    configFile: join(root, 'vite.config.ts'),
    logLevel: 'warn',
    plugins: [chunkModulesPlugin(modules)],
  });
  const manifest = JSON.parse(readFileSync(join(root, 'dist/.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('no entry chunk in the build manifest');

  const gz = new Map<string, number>();
  const gzipped = (file: string): number => {
    const known = gz.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(join(root, 'dist', file)), { level: 9 }).length;
    gz.set(file, size);
    return size;
  };

  console.log('\nFirst-load JavaScript per route (gzip -9)');
  console.log(
    `${'route'.padEnd(20)} ${'chunks'.padStart(6)} ${'gzip KB'.padStart(9)} ${'budget KB'.padStart(10)}  verdict`,
  );
  let over = 0;
  const contributors: string[] = [];
  for (const { route, screens, budgetKb } of ROUTES) {
    const missing = screens.filter((s) => !manifest[s]);
    if (missing.length) throw new Error(`${route}: ${missing.join(', ')} is not a chunk of the build`);
    const files = closure(manifest, [entry, ...screens]);
    const total = [...files].reduce((sum, file) => sum + gzipped(file), 0) / KB;
    const ok = total <= budgetKb;
    if (!ok) over += 1;
    console.log(
      `${route.padEnd(20)} ${String(files.size).padStart(6)} ${total.toFixed(1).padStart(9)} ${String(budgetKb).padStart(10)}  ${ok ? 'within budget' : 'OVER BUDGET'}`,
    );
    contributors.push(
      `\n${route}: the ten biggest contributors (gzip KB; a chunk's size shared among its modules by rendered size)`,
      ...topContributors(files, modules, gzipped).map(
        ({ name, bytes }) => `${(bytes / KB).toFixed(1).padStart(9)}  ${name}`,
      ),
    );
  }
  const allJs = [...new Set(Object.values(manifest).map((c) => c.file))].filter((f) => f.endsWith('.js'));
  const allKb = allJs.reduce((sum, file) => sum + gzipped(file), 0) / KB;
  console.log(`${'all chunks'.padEnd(20)} ${String(allJs.length).padStart(6)} ${allKb.toFixed(1).padStart(9)}`);
  const registries = Object.keys(manifest)
    .filter((key) => /^src\/app\/screens\/modules\/\w+\.ts$/.test(key))
    .sort()
    .map((key) => `${key.replace(/^.*\/(\w+)\.ts$/, '$1')} ${(gzipped(manifest[key]?.file ?? '') / KB).toFixed(1)}`);
  console.log(`module registries, each loaded with its product (gzip KB): ${registries.join(', ')}`);
  contributors.forEach((line) => console.log(line));
  after?.(manifest, entry, gzipped);
  return over;
}
