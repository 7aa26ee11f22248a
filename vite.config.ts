import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Dev: the reference API runs beside Vite (scripts/dev.mjs) and is proxied, so cookies stay same-origin.
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8081';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { 'styled-system': new URL('./styled-system', import.meta.url).pathname } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': apiTarget, '/dev': apiTarget, '/media': apiTarget },
  },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 600 },
});
