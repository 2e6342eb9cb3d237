import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

type AdapterSet = 'fake' | 'real';

/**
 * `virtual:adapter-set` resolves to the one adapter module chosen at build time, so a production build
 * (real) carries no fake code and no faker, and the demo build carries no real SDK client code.
 */
function adapterSet(adapters: AdapterSet): Plugin {
  const id = 'virtual:adapter-set';
  const target = fileURLToPath(new URL(`./src/composition/${adapters}-adapters.module.ts`, import.meta.url));
  return {
    name: 'adapter-set',
    enforce: 'pre',
    resolveId(source) {
      return source === id ? target : null;
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chosen = env.VITE_ADAPTERS ?? (command === 'serve' ? 'fake' : 'real');
  if (chosen !== 'fake' && chosen !== 'real') throw new Error(`VITE_ADAPTERS must be fake or real, not "${chosen}"`);
  return {
    plugins: [adapterSet(chosen), react()],
    define: { 'import.meta.env.VITE_ADAPTERS': JSON.stringify(chosen) },
    build: {
      outDir: chosen === 'fake' && mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: env.VITE_SOURCEMAP === 'true',
      // The Agora SDK is one lazy chunk of about 1.5 MB (loaded only when a live video is joined).
      chunkSizeWarningLimit: 1600,
    },
    server: { port: 5173, host: 'localhost' },
    preview: { port: 4173, host: 'localhost' },
  };
});
