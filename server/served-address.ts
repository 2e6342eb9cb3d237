/** The port `npm run serve` listens on when PORT is not set. */
export const DEFAULT_SERVE_PORT = 3000;

/** Where `npm run serve` listens, and the address it prints for the console. */
export interface ServedAddress {
  readonly port: number;
  /** The interface: this computer only, or every interface for a training room on the network (`--lan`). */
  readonly host: 'localhost' | '0.0.0.0';
  /** The console's address on this computer, as printed. */
  readonly origin: string;
}

/**
 * PORT (default 3000) on localhost over HTTP; a training room (`--lan`) listens on every interface; with a certificate
 * (the room's, or one made for it) the address is HTTPS. A PORT that is not a port number stops the start.
 */
export function servedAddress(
  env: { readonly PORT?: string | undefined },
  options: { readonly lan: boolean; readonly secure: boolean },
): ServedAddress {
  const port = portOf('PORT', env.PORT ?? String(DEFAULT_SERVE_PORT));
  return { port, host: options.lan ? '0.0.0.0' : 'localhost', origin: `${options.secure ? 'https' : 'http'}://localhost:${port}` };
}

export function portOf(name: string, value: string): number {
  const number = Number(value);
  if (!/^\d+$/.test(value.trim()) || !Number.isInteger(number) || number <= 0 || number > 65_535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return number;
}

/** The first line `npm run serve` prints: the console's address. */
export function servedLine(origin: string): string {
  return `The console and the demo world: ${origin} (demo accounts, password demo1234; every browser shares one world)`;
}
