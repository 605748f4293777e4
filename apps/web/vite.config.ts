import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs as its own process (npm run dev -w apps/server); the proxy makes
// it same-origin, exactly as in production where one process serves both.
// API_PROXY_TARGET points it elsewhere (a server on another PORT).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxy = {
  '/api': apiTarget,
  '/images': apiTarget,
  '/uploads': apiTarget,
};

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Tailwind CSS 4 itself needs these browsers (cascade layers, color-mix, @property), so
    // transpiling the JS for anything older would buy nothing.
    target: ['es2022', 'chrome111', 'firefox128', 'safari16.4'],
    rolldownOptions: {
      output: {
        // Libraries change far less often than our code; separate chunks stay cached across
        // deployments instead of being re-downloaded with every app change.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // Only what the shell itself runs on. A catch-all node_modules group would pull
            // screen-only libraries (Swiper on Home, Stripe on payment) into every first visit.
            {
              name: 'vendor',
              test: /node_modules[\\/](@tanstack|react-hot-toast|goober|zod)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
