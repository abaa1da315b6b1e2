import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'dist-dev', 'node_modules', 'src/shared/api/generated', 'test-results', '.bench', '.cache'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ExportAllDeclaration[exported=null][source.value!="./generated"]',
          message: 'No export * barrels: list what a public API exports.',
        },
      ],
      // antd components whose markup fails WCAG are used through the shared wrappers that fix it (issue 13).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              importNames: ['Tabs'],
              message: "Use Tabs from '@/shared/ui/tabs': its tablist holds only tabs.",
            },
            {
              name: 'antd',
              importNames: ['TreeSelect'],
              message: "Use TreeSelect from '@/shared/ui/tree-select': its popup carries the id the input points at.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/ui/tabs/Tabs.tsx', 'src/shared/ui/tree-select/TreeSelect.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
