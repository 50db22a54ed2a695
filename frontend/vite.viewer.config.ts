import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The viewer's own build (viewer.html → src/viewer/main.ts), run after the app's into the same
// dist/ (`npm run build`). The cloud service sends viewer.html for the pages a visitor opens
// from a link (cloud/internal/webui). A build of its own, rather than a second input of the
// app's build, so that rollup tree-shakes Mantine, React Router and the rest for the viewer's
// modules alone: in one build the viewer would share the app's big library chunks (every
// Mantine component any page uses). Same source, same i18n files; only the bundling differs.
// Its files are named assets/viewer-*, so a test can tell that a viewer page fetched nothing
// of the app's.
//
// Budget (issue 18: under 150 KB of compressed JS): with React and React Router the viewer was
// 177 KB brotli, 117 KB of it the boot chunk; react-dom alone is about 50 KB of that. So this
// build renders with preact/compat (React's API in about 5 KB), the same components and hooks;
// the app keeps React. See bench/README.md, share-bytes.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      // One language's strings per page, fetched when shown (the app bundles both).
      { find: /^@\/lib\/i18n\/bundles$/, replacement: fileURLToPath(new URL('./src/viewer/i18n-bundles.ts', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // A viewer page is one page and every link loads its target: what the pages use of React
      // Router is src/viewer/router.tsx (a fifth of the viewer's JavaScript otherwise).
      { find: /^react-router$/, replacement: fileURLToPath(new URL('./src/viewer/router.tsx', import.meta.url)) },
      { find: /^(react|react-dom)$/, replacement: 'preact/compat' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react\/(jsx-runtime|jsx-dev-runtime)$/, replacement: 'preact/compat/$1' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false, // the app's build is already there
    rollupOptions: {
      input: fileURLToPath(new URL('./viewer.html', import.meta.url)),
      output: {
        entryFileNames: 'assets/viewer-[name]-[hash].js',
        chunkFileNames: 'assets/viewer-[name]-[hash].js',
        assetFileNames: 'assets/viewer-[name]-[hash][extname]',
      },
    },
  },
});
