/** Built by scripts/build/screen-index.ts from the module registry files beside this one. */
declare module 'virtual:screen-index' {
  import type { ModuleScreens } from './screen-loader';

  /** Screen key → index of the module file that declares it. */
  export const screenModules: Readonly<Record<string, number>>;
  /** One lazy loader per module file: its screens object. */
  export const moduleLoaders: ReadonlyArray<() => Promise<ModuleScreens>>;
}
