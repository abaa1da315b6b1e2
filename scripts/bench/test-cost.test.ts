import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registryEntries } from './test-cost';

describe('test cost per screen', () => {
  it('counts a registry entry the formatter wrapped onto two lines', () => {
    const source = `export const screens = {
  'qm.iqcApply': () => import('@/features/quality/iqc-apply').then((m) => ({ Component: m.IqcApplyListPage })),
  'qm.inspectionIqc': () =>
    import('@/features/quality/iqc-inspection').then((m) => ({ Component: m.IqcInspectionPage })),
} satisfies ModuleScreens;`;
    expect(registryEntries(source)).toBe(2);
  });

  it('counts every screen of the quality module (nineteen in the menu)', () => {
    expect(registryEntries(readFileSync('src/app/screens/modules/quality.ts', 'utf8'))).toBe(19);
  });
});
