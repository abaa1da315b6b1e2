import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Generated code is checked by the contract, not by hand-written layout rules.
    ignores: ['**/shared/api/generated/**'],
  },
  {
    // Screens are slices grouped by module (features/<module>/<screen>); one screen per module is normal early on.
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // 'layout-settings' is one thing (a mass noun), not a plural of 'layout-setting'; the shell imports it by this name.
    rules: { 'fsd/inconsistent-naming': 'off' },
  },
]);
