import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressDir } from './scripts/precompress.ts';

const serverPort = process.env.PORT ?? '8080';

export default defineConfig({
  plugins: [
    react(),
    {
      // Brotli and gzip copies beside the files, for the server to send as they are (server/http/staticFiles.ts).
      name: 'precompress',
      apply: 'build',
      async writeBundle(options) {
        if (options.dir) await precompressDir(options.dir);
      },
    },
  ],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1500,
    rollupOptions: {
      output: {
        // The UI library's core, form and input code that the login page needs is shared by many
        // pages; kept in one chunk it is one download instead of dozens of tiny ones.
        codeSplitting: {
          groups: [{ name: 'antd-core', test: /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|form|input|button|grid|space|spin|alert|locale|style|tooltip|wave)|rc-field-form|@rc-component[\\/]async-validator|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|icons[\\/]es[\\/]components)|rc-util|rc-motion|rc-resize-observer|rc-input|rc-textarea|@babel[\\/]runtime|stylis|classnames)[\\/]/ }],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/jeecg-boot': { target: `http://127.0.0.1:${serverPort}`, ws: true },
    },
  },
});
