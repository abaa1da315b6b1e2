import { moduleLoaders, screenModules } from 'virtual:screen-index';
import { coreScreens } from './core-screens';
import { moduleScreensOf } from './module-screens';
import type { ScreenLoader } from './screen-loader';

/**
 * The screen registry: the only place that imports screens. The router's and the shell's own screens are in
 * `core-screens.ts`; each module declares its screens in its own file in `modules/` (without touching the others).
 * The shell's chunk holds only their keys (`virtual:screen-index`, built from those files); a module's file is a
 * small lazy chunk of its own, loaded with its product (the shell calls `loadScreenModules` with the product's
 * screens) or with the first of its screens, and each screen is a lazy chunk of its own. The server's route
 * records name a screen by its key (product.md §2.2 `component`).
 */
const modules = moduleScreensOf({ screenModules, moduleLoaders });

export { coreScreens };

/** Every screen key the app knows: the core screens' and the modules'. */
export const screenKeys: readonly string[] = [...Object.keys(coreScreens), ...modules.keys];

/** The loader of a screen key, or undefined for a key no screen has (not built yet). */
export function screenLoader(key: string): ScreenLoader | undefined {
  if (Object.hasOwn(coreScreens, key)) return coreScreens[key as keyof typeof coreScreens];
  return modules.screenLoader(key);
}

/** Loads the registry files of the modules these screen keys belong to (a product's screens, product.md §2.2). */
export const loadScreenModules = modules.loadScreenModules;
