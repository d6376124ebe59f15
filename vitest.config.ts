import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // vitest's default is one worker less than the cores: one on CI's two. Server tests wait on
    // databases and child processes, so two files at a time keep both cores busy. Browser files
    // still run one at a time, after the rest (fileParallelism below).
    maxWorkers: 2,
    projects: [
      {
        // Here 'antd' is its CommonJS build (lib/): the runtime's one deep import of an antd module
        // (runtime/react/form/LightFieldItem.tsx) must be that build too, or it is another context.
        resolve: { alias: { 'antd/es/form/context': 'antd/lib/form/context' } },
        test: {
          name: 'unit',
          // A cap, not an expectation: a rendered page test takes seconds on a busy two-core machine.
          testTimeout: 30_000,
          include: ['runtime/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts', 'scripts/**/*.test.ts', 'adapters/**/*.test.ts', 'designer/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'tests/contracts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          // Caps, not expectations: some tests start server processes and CLIs, slow on a busy two-core machine.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A condition polled for is awaited generously: CI's two cores are busy with other files.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          // Caps, not expectations: a test walks several pages of a product starting on busy cores.
          testTimeout: 120_000,
          hookTimeout: 240_000,
          // A browser condition gets 15 s, not expect.poll's 1 s: the page renders on a busy machine.
          expect: { poll: { timeout: 15_000 } },
          // One browser and one server at a time: the machine has two cores.
          fileParallelism: false,
        },
      },
    ],
  },
});
