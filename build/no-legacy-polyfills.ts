import { fileURLToPath } from 'node:url';

/**
 * `core-js/modules/…` resolves to an empty module. The chat's SDK (@twilio/conversations, twilio-sync, twilsock) is
 * compiled to require a core-js polyfill for every ES2015–2022 built-in it touches (Promise, Map, Set, typed arrays,
 * URL, String#includes, …), about 28 KB gzipped that the live page downloaded with the chat. Every browser the build
 * targets (Vite's baseline, widely available) has all of them natively, and core-js only installs a polyfill where the
 * browser lacks the built-in, so in those browsers the SDK runs on the same built-ins without it.
 */
export const noLegacyPolyfills = {
  find: /^core-js\/modules\/.+$/,
  replacement: fileURLToPath(new URL('./empty-module.js', import.meta.url)),
};
