import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { messageParts } from './message-parts-plugin.ts';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), messageParts()],
  server: {
    proxy: {
      '/api': { target: apiTarget, ws: true, changeOrigin: false },
      // The local mail outbox page (password-reset links in development).
      '/dev': { target: apiTarget },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // The shell (React, router, Mantine, Query, i18n) is one cacheable chunk; areas are lazy chunks.
    chunkSizeWarningLimit: 700,
  },
});
