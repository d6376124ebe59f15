import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layering of house-style.md, enforced: arrows point one way.
const layer = (files, patterns, message) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'coverage/**', 'tests/.artifacts/**',
    // ajv's generated code (npm run gen:validators), checked against the meta-schema by its own test.
    'schemas/validators.generated.js'] },
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-eval': 'error',
      'no-new-func': 'error',
    },
  },
  layer(['schemas/**'], ['**/runtime/**', '**/adapters/**', '**/designer/**', '**/server/**', 'react', 'antd', '@formily/react'],
    'schemas/ imports nothing of ours and no React (house-style.md)'),
  layer(['runtime/**'], ['**/designer/**', '**/server/**'], 'runtime/ never imports designer/ or server/'),
  layer(['adapters/**'], ['**/runtime/**', '**/designer/**', '**/server/**'], 'adapters/ import only schemas/'),
  layer(['server/**'], ['**/runtime/**', '**/designer/**', '**/adapters/**', 'react', 'antd'],
    'server/ imports only schemas/ of ours'),
);
