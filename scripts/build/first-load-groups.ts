/**
 * Chunk groups by first-load route (architecture.md §9). Left to itself, the bundler makes one chunk per set of lazy screens
 * that share a module, so every new screen that uses another subset of antd cuts antd's shared chunks into more
 * pieces, and each piece costs the first load (more files, less gzip context): the 40 screens of issues 15 and 16 took
 * shell + table from 449 to 458 KB with the same modules. Here the libraries each first-load route loads go into one
 * chunk per tier: what /login loads, what the signed-in shell adds, what a table screen adds.
 *
 * Which libraries a route loads is known only after chunking (tree-shaking drops most of what a barrel imports), so
 * the build runs twice: a first pass in memory with the bundler's own chunks says what each route's chunks hold, the
 * real build groups exactly those modules. Nothing is listed by hand; a new screen changes none of it. The app's own
 * shared code (src/shared) is grouped the same way: 25 MES screens had split the list kit into two chunks.
 */
import type { Plugin, Rolldown } from 'vite';
import { build } from 'vite';

/**
 * The lazy roots of each tier, in load order: a tier holds what its routes load and no earlier tier holds. An `aside`
 * tier is a page no later route passes through (the home page): what it shares with a later tier goes to the tier
 * before it, so the later route does not load the aside page's own libraries (the home page's Card and Descriptions
 * were in every table screen's first load).
 */
const TIERS: ReadonlyArray<{ name: string; roots: readonly RegExp[]; aside?: boolean }> = [
  { name: 'first-login', roots: [/src[\\/]features[\\/]auth[\\/]login[\\/]index\.ts$/] },
  {
    name: 'first-shell',
    roots: [/src[\\/]app[\\/]shell[\\/]SessionShell\.tsx$/, /src[\\/]app[\\/]layouts[\\/]basic[\\/]BasicLayout\.tsx$/],
  },
  { name: 'first-home', roots: [/src[\\/]features[\\/]home[\\/]welcome[\\/]index\.ts$/], aside: true },
  { name: 'first-table', roots: [/src[\\/]features[\\/]mes[\\/]modeling[\\/]production-lines[\\/]index\.ts$/] },
];

const LIBRARY = /[\\/]node_modules[\\/]|[\\/]src[\\/]shared[\\/]/;

type Chunk = Rolldown.OutputChunk;

/** Library module id → its tier, from the first pass's chunks: the closure of each tier's roots over static imports. */
function tiersFrom(chunks: readonly Chunk[]): Map<string, string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The library modules the chunks load, with what they statically import. */
  const closure = (files: readonly string[]): Set<string> => {
    const modules = new Set<string>();
    const seen = new Set<string>();
    const stack = [...files];
    while (stack.length) {
      const chunk = byFile.get(stack.pop() ?? '');
      if (!chunk || seen.has(chunk.fileName)) continue;
      seen.add(chunk.fileName);
      for (const id of chunk.moduleIds) if (LIBRARY.test(id)) modules.add(id);
      stack.push(...chunk.imports);
    }
    return modules;
  };
  const rootsOf = (roots: readonly RegExp[]) =>
    chunks
      .filter((chunk) => chunk.facadeModuleId && roots.some((root) => root.test(chunk.facadeModuleId ?? '')))
      .map((chunk) => chunk.fileName);
  // The entry's own chunks load before any route: they stay as they are.
  const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
  const loads = TIERS.map(({ roots }) => closure(rootsOf(roots)));
  const tierOf = new Map<string, string>();
  TIERS.forEach(({ name, aside }, index) => {
    const later = loads.slice(index + 1);
    for (const id of loads[index] ?? []) {
      if (entry.has(id) || tierOf.has(id)) continue;
      const shared = aside && index > 0 && later.some((load) => load.has(id));
      tierOf.set(id, shared ? (TIERS[index - 1]?.name ?? name) : name);
    }
  });
  return tierOf;
}

export function firstLoadGroups(configFile: string) {
  const tierOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'first-load-groups',
    // Not in the browser suite's development build: the groups shape what /login loads first, which only the
    // production build is measured for, and the first pass would double that build's time.
    apply: (_config, { command, mode }) => command === 'build' && mode !== 'development',
    async buildStart() {
      if (process.env.FIRST_LOAD_FIRST_PASS) return;
      process.env.FIRST_LOAD_FIRST_PASS = '1';
      // The nested build's CSS pipeline (postcss-load-config) sets NODE_ENV to development when it is unset, and the
      // real build would then define it so: antd's development warnings would ship. It is put back as it was.
      const nodeEnv = process.env.NODE_ENV;
      try {
        const output = await build({
          configFile,
          logLevel: 'silent',
          build: { write: false, manifest: false, modulePreload: false },
        });
        const chunks = (Array.isArray(output) ? output : [output])
          .flatMap((out) => ('output' in out ? out.output : []))
          .filter((item): item is Chunk => item.type === 'chunk');
        tierOf.clear();
        for (const [id, tier] of tiersFrom(chunks)) tierOf.set(id, tier);
      } finally {
        delete process.env.FIRST_LOAD_FIRST_PASS;
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    },
  };
  /** The groups for rolldownOptions.output.codeSplitting, one per tier (empty in the first pass). */
  const groups = TIERS.map(({ name }) => ({
    name,
    test: (id: string) => tierOf.get(id) === name,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
