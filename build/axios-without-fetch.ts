import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * axios's fetch adapter resolves to a module that offers none (build/axios-no-fetch.ts). The console's HTTP client
 * sends with XMLHttpRequest (axios-client.ts asks for the `xhr` adapter: it reports upload progress), so in a browser
 * axios never reaches its fetch adapter, which still shipped with every signed-in route (about 2.6 KB gzipped). Only
 * axios's own import of it is replaced; the rest of axios is as published.
 */
export function axiosWithoutFetch(): Plugin {
  const target = fileURLToPath(new URL('./axios-no-fetch.ts', import.meta.url));
  return {
    name: 'axios-without-fetch',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' && importer && /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer) ? target : null;
    },
  };
}
