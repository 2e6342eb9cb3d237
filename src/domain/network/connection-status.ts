/** SPEC §4 Connection status from the server; 'UNKNOWN' for any other value (neutral). */
export type ServerConnectionStatus = 'CONNECTED' | 'DISCONNECTED' | 'UNKNOWN';

/**
 * SPEC §4, §7 connectionStatus message: 'CONNECTED' / 'DISCONNECTED' (case and surrounding spaces
 * ignored), given as a string or as an object with a `status` field; anything else → 'UNKNOWN'.
 */
export function parseServerConnectionStatus(raw: unknown): ServerConnectionStatus {
  const value = typeof raw === 'object' && raw !== null && 'status' in raw ? (raw as { status?: unknown }).status : raw;
  if (typeof value !== 'string' || value.length > 64) return 'UNKNOWN';
  const word = value.trim().toUpperCase();
  return word === 'CONNECTED' || word === 'DISCONNECTED' ? word : 'UNKNOWN';
}

/** SPEC §1, §4 network-status widget states. */
export const NETWORK_WIDGET_STATES = ['CONNECTED', 'RECONNECTING', 'DISCONNECTED'] as const;
export type NetworkWidgetState = (typeof NETWORK_WIDGET_STATES)[number];

/** SPEC §4: the indicator colour of each widget state. */
export const NETWORK_WIDGET_COLOURS: Readonly<Record<NetworkWidgetState, 'green' | 'yellow' | 'red'>> = {
  CONNECTED: 'green',
  RECONNECTING: 'yellow',
  DISCONNECTED: 'red',
};

/** SPEC §4: the label (i18n key) of each widget state. */
export const NETWORK_WIDGET_LABEL_KEYS: Readonly<Record<NetworkWidgetState, string>> = {
  CONNECTED: 'network.connected',
  RECONNECTING: 'network.reconnecting',
  DISCONNECTED: 'network.disconnected',
};

/** SPEC §4: the indicator colour of a widget state (an unknown value is shown as DISCONNECTED, red). */
export function networkWidgetColour(state: unknown): 'green' | 'yellow' | 'red' {
  return (NETWORK_WIDGET_STATES as readonly unknown[]).includes(state) ? NETWORK_WIDGET_COLOURS[state as NetworkWidgetState] : 'red';
}
