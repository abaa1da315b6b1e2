/**
 * `virtual:screen-index`: which module registry file (`src/app/screens/modules/<module>.ts`) declares each screen
 * key, and a lazy loader per module file. The entry chunk then holds only the keys (about 10 bytes gzipped a
 * screen); a module's loaders, with their preload lists, load with the first of its screens. With every loader in
 * the entry, each new screen added about 90 bytes to every first load (architecture.md §9: 300 screens would be 27 KB).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

export const SCREEN_INDEX_ID = 'virtual:screen-index';
const RESOLVED_ID = `\0${SCREEN_INDEX_ID}`;

export interface ModuleIndex {
  file: string;
  /** The module's exported screens object, `<module>Screens`. */
  exportName: string;
  keys: string[];
}

// An entry of a module's screens object: `key: () =>` or `'fam.key': () =>`, at the start of its line.
const ENTRY = /^\s*'?([\w.-]+)'?:\s*\(\)\s*=>/gm;
const EXPORT = /export const (\w+Screens)\b/;

export function readScreenIndex(modulesDir: string): ModuleIndex[] {
  return readdirSync(modulesDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => {
      const file = join(modulesDir, name);
      const source = readFileSync(file, 'utf8');
      const exportName = EXPORT.exec(source)?.[1];
      if (!exportName) throw new Error(`${file}: no \`export const <module>Screens\``);
      return { file, exportName, keys: [...source.matchAll(ENTRY)].map((match) => match[1] ?? '') };
    });
}

export function screenIndex(root: string): Plugin {
  const modulesDir = join(root, 'src/app/screens/modules');
  return {
    name: 'screen-index',
    resolveId: (id) => (id === SCREEN_INDEX_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const modules = readScreenIndex(modulesDir);
      modules.forEach((module) => this.addWatchFile(module.file));
      const keys = Object.fromEntries(modules.flatMap((module, index) => module.keys.map((key) => [key, index])));
      const loaders = modules.map(
        (module) => `() => import(${JSON.stringify(module.file)}).then((m) => m.${module.exportName})`,
      );
      return `export const screenModules = ${JSON.stringify(keys)};\nexport const moduleLoaders = [${loaders.join(', ')}];\n`;
    },
  };
}
