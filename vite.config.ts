import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The API server's address during `npm run dev` (scripts/dev.ts starts it on this port).
const apiTarget = process.env.DEV_API_URL ?? 'http://localhost:3001';

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    strictPort: true,
    // Everything the server answers besides the SPA itself.
    proxy: {
      '/api': apiTarget,
      '/sim': apiTarget,
    },
  },
});
