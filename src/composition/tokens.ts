import type { createHttpClient } from '../adapters/real/http-client';

/** Composition-only tokens: values the adapter modules need that are not ports. */
export const AppConfigToken = Symbol.for('AppConfig');

/** The one HTTP client of the REST adapters (SPEC §7 headers; axios, loaded with the first request). */
export const HttpClient = Symbol.for('HttpClient');
export type HttpClient = ReturnType<typeof createHttpClient>;

/** The ports every live session shares. */
export const LiveSessionPortsToken = Symbol.for('LiveSessionPorts');
