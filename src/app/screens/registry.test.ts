import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readScreenIndex } from '../../../scripts/build/screen-index';
import { accountScreens } from './modules/account';
import { collabScreens } from './modules/collab';
import { masterScreens } from './modules/master';
import { mesScreens } from './modules/mes';
import { operationScreens } from './modules/operation';
import { projectScreens } from './modules/project';
import { purchaseScreens } from './modules/purchase';
import { qualityScreens } from './modules/quality';
import { storageScreens } from './modules/storage';
import { systemScreens } from './modules/system';
import { coreScreens, screenKeys, screenLoader } from './registry';

const modules = {
  account: accountScreens,
  collab: collabScreens,
  master: masterScreens,
  mes: mesScreens,
  operation: operationScreens,
  project: projectScreens,
  purchase: purchaseScreens,
  quality: qualityScreens,
  storage: storageScreens,
  system: systemScreens,
};
const index = readScreenIndex(join(import.meta.dirname, 'modules'));

describe('screen registry', () => {
  it('indexes every module file with exactly the keys its screens object has', () => {
    expect(index.map((module) => module.exportName).sort()).toEqual(
      Object.keys(modules)
        .map((name) => `${name}Screens`)
        .sort(),
    );
    for (const module of index) {
      const screens = Object.values(modules).find((_, i) => `${Object.keys(modules)[i]}Screens` === module.exportName);
      expect(module.keys).toEqual(Object.keys(screens ?? {}));
    }
  });

  it('has each key once: no module silently replaces another module’s screen or a core screen', () => {
    const keys = [...Object.keys(coreScreens), ...index.flatMap((module) => module.keys)];
    expect(new Set(keys).size).toBe(keys.length);
    expect([...screenKeys].sort()).toEqual([...keys].sort());
  });

  it("names module screens by their family ('scm.cdMaterial'; quality's menu says 'qm.iqcApply', storage's 'st.inventoryDetail'; the public registration's by route), so keys never clash across modules", () => {
    // The account center's screens are the shell's own (opened from the avatar menu, not the server's menu).
    const { account: _account, ...menuModules } = modules;
    const moduleKeys = Object.values(menuModules).flatMap((screens) => Object.keys(screens));
    moduleKeys.forEach((key) => expect(key).toMatch(/^((bos|sys|scm|mes|pm|qm|st)\.\w+|register[A-Z]\w*)$/));
  });

  it('loads a module screen through its module file, and knows no key it lacks', async () => {
    const screen = await screenLoader('sys.sysDept')?.();
    expect(screen?.Component).toBeTypeOf('function');
    expect(screenLoader('sys.notBuilt')).toBeUndefined();
    expect(screenLoader('constructor')).toBeUndefined();
  });
});
