import { describe, expect, it, vi } from 'vitest';
import { moduleScreensOf } from './module-screens';
import type { ModuleScreens } from './screen-loader';

const Screen = () => null;
const screen = () => Promise.resolve({ Component: Screen });

/** Two module files: 0 declares mes.a and mes.b, 1 declares st.c; each load is counted. */
function fixture(failFirst = false) {
  const loads = [0, 0];
  const file = (index: number, screens: ModuleScreens) => (): Promise<ModuleScreens> => {
    loads[index] = (loads[index] ?? 0) + 1;
    if (failFirst && loads[index] === 1) return Promise.reject(new Error('chunk failed'));
    return Promise.resolve(screens);
  };
  const modules = moduleScreensOf({
    screenModules: { 'mes.a': 0, 'mes.b': 0, 'st.c': 1 },
    moduleLoaders: [file(0, { 'mes.a': screen, 'mes.b': screen }), file(1, { 'st.c': screen })],
  });
  return { modules, loads };
}

describe('module screens', () => {
  it("loads the registry files of a product's screens once each, and only those", async () => {
    const { modules, loads } = fixture();
    await modules.loadScreenModules(['mes.a', 'mes.b', 'RouteView', 'welcome']);
    expect(loads).toEqual([1, 0]);
  });

  it('opens a screen of a product already loaded without loading its registry file again', async () => {
    const { modules, loads } = fixture();
    await modules.loadScreenModules(['mes.a']);
    const opened = await modules.screenLoader('mes.b')?.();
    expect(opened?.Component).toBe(Screen);
    expect(loads).toEqual([1, 0]);
  });

  it('loads the registry file with the first screen when no product loaded it, and knows no key it lacks', async () => {
    const { modules, loads } = fixture();
    const [first, second] = await Promise.all([modules.screenLoader('st.c')?.(), modules.screenLoader('st.c')?.()]);
    expect(first?.Component).toBe(Screen);
    expect(second?.Component).toBe(Screen);
    expect(loads).toEqual([0, 1]);
    expect(modules.screenLoader('st.unknown')).toBeUndefined();
    expect(modules.screenLoader('constructor')).toBeUndefined();
  });

  it('tries a registry file again after a failed load (a product load that failed does not break its screens)', async () => {
    const { modules, loads } = fixture(true);
    await expect(modules.loadScreenModules(['st.c'])).rejects.toThrow('chunk failed');
    const opened = await modules.screenLoader('st.c')?.();
    expect(opened?.Component).toBe(Screen);
    expect(loads).toEqual([0, 2]);
  });

  it('says so when the index names a key its module file lacks', async () => {
    const modules = moduleScreensOf({
      screenModules: { 'mes.x': 0 },
      moduleLoaders: [vi.fn(() => Promise.resolve({}))],
    });
    await expect(modules.screenLoader('mes.x')?.()).rejects.toThrow(
      'screen mes.x is in the index but not in its module file',
    );
  });
});
