import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// The layering of house-style.md, enforced: arrows point one way.
// `no-restricted-imports` sees only static imports, so the same paths are refused in a dynamic
// `import('...')` (and a type's `import('...')`) through `no-restricted-syntax`.
const sourceRegex = (pattern) => pattern.startsWith('**/')
  // `**/designer/**`: the folder anywhere in a relative or absolute path.
  ? `(^|\\/)${pattern.slice(3, -3)}(\\/|$)`
  // A package: its name, or a path inside it.
  : `^${pattern.replace(/[.]/g, '\\.').replace(/\//g, '\\/')}(\\/|$)`;

const dynamicImportBans = (patterns, message) => patterns.flatMap((pattern) => {
  const regex = sourceRegex(pattern);
  const text = `${message} (import('${pattern}') is refused as a static import would be)`;
  return [
    { selector: `ImportExpression[source.value=/${regex}/]`, message: text },
    { selector: `ImportExpression > TemplateLiteral.source[expressions.length=0][quasis.0.value.cooked=/${regex}/]`, message: text },
    { selector: `TSImportType[source.value=/${regex}/]`, message: text },
  ];
});

const layer = (files, patterns, message) => ({
  files,
  rules: {
    'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
    'no-restricted-syntax': ['error', ...dynamicImportBans(patterns, message)],
  },
});

const SCHEMAS_BANNED = ['**/runtime/**', '**/adapters/**', '**/designer/**', '**/server/**', 'react', 'antd', '@formily/react'];
const NODE_BUILTINS = ['fs', 'fs/*', 'path', 'os', 'crypto', 'url', 'util', 'buffer', 'stream', 'child_process', 'worker_threads'];

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
  layer(['schemas/**'], SCHEMAS_BANNED, 'schemas/ imports nothing of ours and no React (house-style.md)'),
  // The list-query grammar runs in the browser and on the server alike: no Node APIs either.
  layer(['schemas/query/**'], [...SCHEMAS_BANNED, 'node:*', ...NODE_BUILTINS],
    'schemas/query/ is pure: nothing of ours beyond schemas/, no React, no Node APIs'),
  layer(['runtime/**'], ['**/designer/**', '**/server/**'], 'runtime/ never imports designer/ or server/'),
  // The one exception (README, layering): the shell names the designer's page as a lazy chunk, the
  // way an integrator registers a page. Its static imports of designer/ stay refused.
  {
    files: ['runtime/shell/registerBuiltIns.ts'],
    rules: { 'no-restricted-syntax': ['error', ...dynamicImportBans(['**/server/**'], 'runtime/ never imports designer/ or server/')] },
  },
  layer(['adapters/**'], ['**/runtime/**', '**/designer/**', '**/server/**'], 'adapters/ import only schemas/'),
  layer(['server/**'], ['**/runtime/**', '**/designer/**', '**/adapters/**', 'react', 'antd'],
    'server/ imports only schemas/ of ours'),
);
