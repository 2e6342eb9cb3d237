import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { axiosWithoutFetch } from './build/axios-without-fetch.ts';
import { chakraThemeFile } from './build/chakra-theme-file.ts';
import { DEFAULT_DEMO_SEED, DEFAULT_DEMO_USERS, demoSeed } from './build/demo-seed.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';
import { jsonOneLanguage } from './build/json-one-language.ts';
import { noLegacyPolyfills } from './build/no-legacy-polyfills.ts';
import { securityHeaders, securityMetaTags, type SecurityEnv } from './build/security-headers.ts';

type AdapterSet = 'fake' | 'real' | 'served';

/**
 * `virtual:adapter-set` resolves to the one adapter module chosen at build time, so a production build
 * (real) carries no fake code and no faker, and the demo build carries no real SDK client code. `served` is the
 * console `npm run serve` builds: production's adapters with video and chat over the demo world's server.
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

/**
 * The header list a build wrote (security-headers.txt); with `reportUri` (the browser suites' collector) its policy
 * reports there instead of any configured address.
 */
function builtHeaders(outDir: string, reportUri: string | undefined): Array<[string, string]> {
  const file = path.join(outDir, 'security-headers.txt');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes(': '))
    .map((line): [string, string] => {
      const [name, value] = [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)];
      if (name !== 'Content-Security-Policy' || !reportUri) return [name, value];
      const kept = value.split('; ').filter((directive) => !/^report-(uri|to) /.test(directive));
      return [name, [...kept, `report-uri ${reportUri}`].join('; ')];
    })
    .filter(([name]) => !(reportUri && name === 'Reporting-Endpoints'));
}

/**
 * The built index.html carries the Content-Security-Policy and referrer policy as <meta> tags, and the build writes
 * security-headers.txt: the headers the host must send (README "Security headers"). The preview server sends those
 * headers itself; with CSP_REPORT_FILE set (the browser suites) it also asks for violation reports and appends each
 * one to that file, so a suite can require that none happened.
 */
function securityPolicy(env: SecurityEnv): Plugin {
  const reportFile = process.env.CSP_REPORT_FILE;
  const reportPath = '/__csp-report';
  return {
    name: 'security-policy',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.server ? html : html.replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${securityMetaTags(env)}`),
    },
    generateBundle() {
      const lines = securityHeaders(env).map(([name, value]) => `${name}: ${value}`);
      this.emitFile({ type: 'asset', fileName: 'security-headers.txt', source: `${lines.join('\n')}\n` });
    },
    configurePreviewServer(server) {
      // The headers the previewed build was made with (its adapter set and addresses), not this command's.
      const headers = builtHeaders(path.resolve(server.config.root, server.config.build.outDir), reportFile ? reportPath : undefined);
      server.middlewares.use((request, response, next) => {
        if (reportFile && request.method === 'POST' && request.url === reportPath) {
          let body = '';
          request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
          request.on('end', () => {
            appendFileSync(reportFile, `${body.replace(/\s+/g, ' ')}\n`);
            response.statusCode = 204;
            response.end();
          });
          return;
        }
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const chosen = env.VITE_ADAPTERS ?? (command === 'serve' ? 'fake' : 'real');
  if (chosen !== 'fake' && chosen !== 'real' && chosen !== 'served')
    throw new Error(`VITE_ADAPTERS must be fake, real or served, not "${chosen}"`);
  return {
    plugins: [
      adapterSet(chosen),
      demoSeed(
        Number.parseInt(env.VITE_DEMO_SEED ?? DEFAULT_DEMO_SEED, 10),
        Number.parseInt(env.VITE_DEMO_USERS ?? DEFAULT_DEMO_USERS, 10),
      ),
      jsonOneLanguage(),
      graphqlDocuments(),
      axiosWithoutFetch(),
      react(),
      securityPolicy({
        adapters: chosen,
        apiUrl: env.VITE_API_URL,
        graphqlUrl: env.VITE_GRAPHQL_URL,
        wsUrl: env.VITE_WS_URL,
        sentryDsn: env.VITE_SENTRY_DSN,
        googleMapsApiKey: env.VITE_GOOGLE_MAPS_API_KEY,
        mapStyleUrl: env.VITE_MAP_STYLE_URL,
        mapHosts: env.VITE_MAP_HOSTS,
        assetHosts: env.VITE_ASSET_HOSTS,
        reportUri: env.VITE_CSP_REPORT_URI,
      }),
    ],
    define: { 'import.meta.env.VITE_ADAPTERS': JSON.stringify(chosen) },
    resolve: { alias: [chakraThemeFile, noLegacyPolyfills] },
    build: {
      outDir: chosen === 'fake' && mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: env.VITE_SOURCEMAP === 'true',
      // The Agora SDK is one lazy chunk of about 1.1 MB (loaded only when a live video is joined).
      chunkSizeWarningLimit: 1600,
      // No modulepreload polyfill in the login route: current browsers know <link rel="modulepreload">, and one that
      // does not still runs the console (it only fetches a chunk's imports after the chunk).
      modulePreload: { polyfill: false },
      // Everything the entry imports statically (the login route) in one file: each file is gzipped on its own, so the
      // login route's ~20 small shared chunks cost about 8 KB gz more than one file holding the same code.
      // Likewise the signed-in shell with everything it imports statically (the rest of what the live route draws):
      // every signed-in screen is drawn inside the shell, so each loads all of it anyway, and one file instead of about
      // thirty saves some 14 KB gz. And the container's after-sign-in parts (`*.later.ts`, loaded together by
      // Services.ready()) in one file, instead of about ten (some 4 KB gz).
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'index', tags: ['$initial'] },
              { name: 'AuthenticatedShell', test: /src[\\/]ui[\\/]app[\\/]AuthenticatedShell\.tsx$/ },
              { name: 'signed-in-services', test: /src[\\/]composition[\\/][^\\/]+\.later\.ts$/ },
            ],
          },
        },
      },
    },
    server: { port: 5173, host: 'localhost' },
    preview: { port: 4173, host: 'localhost' },
  };
});
