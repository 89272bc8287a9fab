import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { messageParts } from './message-parts-plugin.ts';

export default defineConfig({
  plugins: [react(), messageParts()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    // Whole-app renders load lazy chunks on first use; CI machines have two cores shared by every suite.
    testTimeout: 20_000,
    // Files share a worker's loaded modules and window: building jsdom and loading the app anew for each
    // file took half the project's time. A test therefore puts back whatever global it changes.
    isolate: false,
  },
});
