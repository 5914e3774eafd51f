/**
 * Vite build of the SPA (DESIGN §2): `npx vite build` writes dist/, which the Fastify server serves with an
 * index.html fallback for every non-/api GET. In development (`npx vite`) /api is proxied to the API server
 * (PORT, default 3000).
 */
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.PORT ?? '3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, changeOrigin: false } },
  },
});
