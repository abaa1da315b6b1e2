import type { ComponentType } from 'react';

/** A screen's lazy chunk: the server's route records name it by its registry key (product.md §2.2 `component`). */
export type ScreenLoader = () => Promise<{ Component: ComponentType }>;

/** A module's screens by registry key; each module declares its own, beside the others, in `modules/`. */
export type ModuleScreens = Record<string, ScreenLoader>;
