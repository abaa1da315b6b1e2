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
  {
    // shared/lib is one small module per concern (format, storage, permission, table queries…), each with its own
    // public index; nesting them in folders would only lengthen every import without grouping anything real.
    rules: { 'fsd/shared-lib-grouping': 'off' },
  },
]);
