/**
 * What a screen's lazy import preloads: only the chunks the signed-in shell has not loaded. Each registry entry in
 * the entry chunk carries its screen's preload list (`__vite__mapDeps`); it named the shell's ~60 chunks again for
 * every screen, so the entry grew by about 65 bytes gzipped per screen (architecture.md §9). The shell (session, main layout)
 * is loaded before or with every workspace screen; its own imports keep their full lists.
 */
import type { Plugin } from 'vite';

const SHELL_ROOTS = [
  /src[\\/]app[\\/]shell[\\/]SessionShell\.tsx$/,
  /src[\\/]app[\\/]layouts[\\/]basic[\\/]BasicLayout\.tsx$/,
];

export function shellPreloads() {
  const shellFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'shell-preloads',
    apply: 'build',
    generateBundle: {
      // Before Vite's import analysis, which asks `resolveDependencies` for each lazy import's list.
      order: 'pre',
      handler(_options, bundle) {
        shellFiles.clear();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || shellFiles.has(file)) return;
          shellFiles.add(file);
          chunk.imports.forEach(visit);
        };
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const id = chunk.facadeModuleId;
          if (chunk.isEntry || (id && SHELL_ROOTS.some((root) => root.test(id)))) visit(chunk.fileName);
        }
      },
    },
  };
  /** For build.modulePreload.resolveDependencies. */
  const resolveDependencies = (file: string, deps: string[]) =>
    shellFiles.has(file) ? deps : deps.filter((dep) => !shellFiles.has(dep));
  return { plugin, resolveDependencies };
}
