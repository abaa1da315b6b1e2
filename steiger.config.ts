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
]);
