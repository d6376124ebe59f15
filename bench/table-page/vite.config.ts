import react from '@vitejs/plugin-react';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * The harness of bench/table.ts, built on its own so the application bundle stays untouched:
 *   npx vite build --config bench/table-page/vite.config.ts --outDir /tmp/table-bench
 */
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  build: { emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
