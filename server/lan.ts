import { X509Certificate } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import type { NetworkInterfaceInfo } from 'node:os';
import path from 'node:path';
import { generate } from 'selfsigned';
import { toString as qrText } from 'qrcode';

/**
 * `npm run serve -- --lan`: the console for a training room. It listens on every interface over HTTPS (a phone's
 * browser gives its camera and location only to a secure page), with the room's own certificate or one made here.
 */

/** The IPv4 addresses other computers of the network reach this one at (loopback and link-local left out). */
export function lanAddresses(interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>): string[] {
  const addresses = Object.values(interfaces)
    .flatMap((entries) => entries ?? [])
    .filter((entry) => entry.family === 'IPv4' && !entry.internal && !entry.address.startsWith('169.254.'))
    .map((entry) => entry.address);
  return [...new Set(addresses)];
}

export interface ServerCertificate {
  readonly cert: string;
  readonly key: string;
  /** Where it came from: the room's own files, a certificate made earlier for these addresses, or one made now. */
  readonly source: 'files' | 'kept' | 'made';
}

/** How long a made certificate lasts; a kept one is made again a week before it ends. */
const MADE_DAYS = 365;
const RENEW_BEFORE_MS = 7 * 24 * 60 * 60 * 1000;

/** The room's own certificate and key files (`--cert` and `--key`), read as they are. */
export async function certificateFromFiles(certFile: string, keyFile: string): Promise<ServerCertificate> {
  const [cert, key] = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]);
  // A file that is no certificate stops the server here, with the file named, rather than at the first browser.
  try {
    new X509Certificate(cert);
  } catch {
    throw new Error(`${certFile} holds no PEM certificate`);
  }
  return { cert, key, source: 'files' };
}

/**
 * A self-signed certificate for localhost and `addresses`, kept in `folder` and made again when an address is new or
 * it nears its end, so a browser that accepted it once keeps accepting it.
 */
export async function madeCertificate(folder: string, addresses: readonly string[], now = new Date()): Promise<ServerCertificate> {
  const certFile = path.join(folder, 'lan-cert.pem');
  const keyFile = path.join(folder, 'lan-key.pem');
  const kept = await readKept(certFile, keyFile);
  if (kept && covers(kept.cert, addresses, now)) return { ...kept, source: 'kept' };
  const made = await generate([{ name: 'commonName', value: 'Incident console (training room)' }], {
    keyType: 'ec',
    curve: 'P-256',
    algorithm: 'sha256',
    notBeforeDate: new Date(now.getTime() - 60_000),
    notAfterDate: new Date(now.getTime() + MADE_DAYS * 24 * 60 * 60 * 1000),
    extensions: [
      { name: 'basicConstraints', cA: false },
      { name: 'keyUsage', digitalSignature: true, keyEncipherment: true, critical: true },
      { name: 'extKeyUsage', serverAuth: true },
      {
        name: 'subjectAltName',
        altNames: [{ type: 2, value: 'localhost' }, { type: 7, ip: '127.0.0.1' }, ...addresses.map((ip) => ({ type: 7 as const, ip }))],
      },
    ],
  });
  await mkdir(folder, { recursive: true });
  await writeAtomically(keyFile, made.private);
  await writeAtomically(certFile, made.cert);
  return { cert: made.cert, key: made.private, source: 'made' };
}

async function readKept(certFile: string, keyFile: string): Promise<{ cert: string; key: string } | null> {
  try {
    const [cert, key] = await Promise.all([readFile(certFile, 'utf8'), readFile(keyFile, 'utf8')]);
    return { cert, key };
  } catch {
    return null;
  }
}

/** Whether a kept certificate names every address, is valid now and stays so for a while yet. */
function covers(pem: string, addresses: readonly string[], now: Date): boolean {
  try {
    const cert = new X509Certificate(pem);
    if (new Date(cert.validFrom).getTime() > now.getTime()) return false;
    if (new Date(cert.validTo).getTime() - RENEW_BEFORE_MS < now.getTime()) return false;
    return addresses.every((ip) => cert.checkIP(ip) !== undefined);
  } catch {
    return false;
  }
}

async function writeAtomically(file: string, text: string): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, text, { mode: 0o600 });
  await rename(partial, file);
}

export interface RoomAddress {
  readonly who: string;
  readonly url: string;
}

/** The addresses a room opens: the trainer's console, the trainees' sign-in and the caller's page for the phone. */
export function roomAddresses(origin: string): RoomAddress[] {
  return [
    { who: 'Trainer (any computer)', url: `${origin}/#/training` },
    { who: 'Trainees (each at their own computer)', url: `${origin}/#/login` },
    { who: "The caller's phone", url: `${origin}/#/training/caller` },
  ];
}

/** What the terminal prints for the room: every address, and a QR code of the caller's page for the phone. */
export async function roomGuide(origins: readonly string[], certificate: ServerCertificate['source']): Promise<string> {
  const lines = ['The training room: open these on the room’s computers and the caller’s phone.'];
  for (const origin of origins) {
    lines.push('');
    for (const { who, url } of roomAddresses(origin)) lines.push(`  ${who.padEnd(40)} ${url}`);
  }
  const phone = roomAddresses(origins[0] ?? '').at(-1)?.url;
  if (phone) {
    lines.push('', "Scan with the caller's phone:", await qrText(phone, { type: 'terminal', small: true }));
  }
  if (certificate !== 'files')
    lines.push(
      'The certificate is this server\'s own: each browser warns once. Open the address and accept it ("Advanced", then',
      '"Proceed" in Chrome; "Show details", then "visit this website" on an iPhone). `--cert FILE --key FILE` serves',
      "the room's own certificate instead.",
    );
  return lines.join('\n');
}
