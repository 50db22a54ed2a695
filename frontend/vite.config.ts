import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// The cloud service the dev server forwards /api to.
const apiTarget = process.env.REELROOM_API_URL ?? 'http://localhost:8080';
const TUS_ONLY =
  /[\\/]node_modules[\\/](tus-js-client|js-base64|url-parse|querystringify|requires-port|lodash\.throttle|combine-errors|custom-error-instance|lodash\.uniqby|buffer-from|is-stream|proper-lockfile)[\\/]/;
const proxy = { '/api': { target: apiTarget, changeOrigin: false, ws: true } };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, strictPort: true, proxy },
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        // Libraries change less often than our code, so they get their own cacheable files.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          // Upload-only (tus-js-client and what only it uses): left to follow their importer,
          // so only the pages that upload fetch them.
          if (TUS_ONLY.test(id)) return undefined;
          if (/[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/.test(id)) return 'react';
          if (id.includes('@mantine')) return 'mantine';
          if (id.includes('@tabler')) return 'icons';
          return 'vendor';
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    restoreMocks: true,
    unstubGlobals: true,
    // Typing through user-event takes seconds on a loaded 2-core machine; 5 s (the default)
    // failed there. A limit, not a tolerance: no assertion measures time.
    testTimeout: 30_000,
    // Vitest leaves one core free by default: on two cores, one worker. Two halve the suite's
    // time here (300 s -> 186 s for 127 files); sharing modules between files (isolate: false)
    // was tried and breaks tests that rely on a fresh module state.
    maxWorkers: 2,
  },
});
