/** SPEC §7 GET /health/ping: resolves when the server answers; rejects with a GatewayError otherwise. */
export interface HealthGateway {
  ping(): Promise<void>;
}
export const HealthGateway = Symbol.for('HealthGateway');
