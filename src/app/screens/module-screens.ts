import type { ModuleScreens, ScreenLoader } from './screen-loader';

/** The module screens of the build's index (`virtual:screen-index`): which module file declares a key, and how to load one. */
export interface ModuleScreenIndex {
  /** Screen key → index of the module file that declares it. */
  screenModules: Readonly<Record<string, number>>;
  /** One lazy loader per module file: its screens object. */
  moduleLoaders: ReadonlyArray<() => Promise<ModuleScreens>>;
}

/**
 * The module screens over an index: each module's registry file (its keys → lazy loaders) loads once, either with its
 * product (`loadScreenModules`, called by the shell as soon as it knows the product, product.md §2.2) or with the
 * first of its screens when nothing loaded it before. A failed chunk load is tried again the next time.
 */
export function moduleScreensOf({ screenModules, moduleLoaders }: ModuleScreenIndex) {
  const loaded = new Map<number, Promise<ModuleScreens>>();

  const moduleOf = (key: string) => (Object.hasOwn(screenModules, key) ? screenModules[key] : undefined);

  function loadModule(index: number): Promise<ModuleScreens> | undefined {
    let screens = loaded.get(index);
    const load = moduleLoaders[index];
    if (!screens && load) {
      screens = load();
      screens.catch(() => loaded.delete(index));
      loaded.set(index, screens);
    }
    return screens;
  }

  /** The loader of a module screen key, or undefined for a key no module declares. */
  function screenLoader(key: string): ScreenLoader | undefined {
    const index = moduleOf(key);
    if (index === undefined || !moduleLoaders[index]) return undefined;
    return async () => {
      const screens = await loadModule(index);
      const load = screens?.[key];
      if (!load) throw new Error(`screen ${key} is in the index but not in its module file`);
      return load();
    };
  }

  /** Loads the registry files of the modules these keys belong to (keys of no module are skipped). */
  async function loadScreenModules(keys: Iterable<string>): Promise<void> {
    const indexes = new Set<number>();
    for (const key of keys) {
      const index = moduleOf(key);
      if (index !== undefined) indexes.add(index);
    }
    await Promise.all([...indexes].map((index) => loadModule(index)));
  }

  return { keys: Object.keys(screenModules), screenLoader, loadScreenModules };
}
