import { describe, expect, it } from 'vitest';
import { accountScreens } from './modules/account';
import { masterScreens } from './modules/master';
import { mesScreens } from './modules/mes';
import { systemScreens } from './modules/system';
import { screenRegistry } from './registry';

describe('screen registry', () => {
  it('has each key once: no module silently replaces another module’s screen', () => {
    const modules = [accountScreens, masterScreens, mesScreens, systemScreens];
    const keys = modules.flatMap((screens) => Object.keys(screens));
    expect(new Set(keys).size).toBe(keys.length);
    keys.forEach((key) => expect(screenRegistry).toHaveProperty([key]));
  });

  it("names module screens by their family ('scm.cdMaterial'), so keys never clash across modules", () => {
    const moduleKeys = [masterScreens, mesScreens, systemScreens].flatMap((screens) => Object.keys(screens));
    moduleKeys.forEach((key) => expect(key).toMatch(/^(bos|sys|scm|mes|pm)\.\w+$/));
  });
});
