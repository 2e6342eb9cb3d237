/**
 * The served console, part two (after sign-in): production's own, unchanged (the audit trail, incidents, the live
 * page's REST and WebSocket calls and the declared resources over the server). Video and chat over the demo world's
 * server load with the incident pages (served-adapters.incident-pages.ts).
 */
export { laterBinders } from './real-adapters.later';
