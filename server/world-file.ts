import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import type { SavedWorld } from './server-world';

/** What names a file as a saved world of this server, and the layout it is written in. */
const FORMAT = 'incident-console.served-world';
const VERSION = 1;

const SAVED_WORLD_FILE = z.object({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  savedAt: z.string(),
  key: z.string().min(32),
  seed: z.number().int(),
  shared: z.record(z.string(), z.string()),
  memory: z.record(z.string(), z.string()),
  // A recording's length and end are absent from files saved before they were kept.
  recordings: z.array(
    z.object({
      url: z.string(),
      mimeType: z.string(),
      base64: z.string(),
      durationMs: z.number().nonnegative().optional(),
      endedAt: z.number().optional(),
    }),
  ),
  // Absent from files saved before uploads were kept: those worlds had none to put back.
  uploads: z.array(z.object({ key: z.string(), mimeType: z.string(), base64: z.string() })).default([]),
  admin: z
    .object({
      permissions: z.array(z.object({ id: z.number().int(), tenant: z.string(), name: z.string(), listed: z.boolean() })),
      roles: z.array(
        z.object({
          id: z.number().int(),
          tenant: z.string(),
          name: z.string(),
          permissionIds: z.array(z.number().int()),
          userIds: z.array(z.string()),
        }),
      ),
      tenants: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          apiKey: z.string(),
          totalAdminUsers: z.number(),
          allowedIps: z.string(),
          photo: z.string().nullable(),
        }),
      ),
      settings: z.record(z.string(), z.record(z.string(), z.unknown())),
      speedTests: z
        .array(z.object({ tenant: z.string(), userId: z.string(), speed: z.number(), unit: z.string(), at: z.number() }))
        .nullable(),
      nextPermissionId: z.number().int(),
      nextRoleId: z.number().int(),
      nextTenantNumber: z.number().int(),
    })
    .nullable(),
});

/** A world file that is there but cannot be this server's world: the server refuses to start (and keeps the file). */
export class WorldFileError extends Error {}

/**
 * The world saved at `path`, or null when there is no file yet. A file that is not JSON, is another program's, is
 * of another layout or was saved from another seed throws a WorldFileError that says which and what to do.
 */
export function readWorldFile(path: string, expectedSeed: number): SavedWorld | null {
  if (!existsSync(path)) return null;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new WorldFileError(`The world file ${path} cannot be read (${String(error)}).`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new WorldFileError(
      `The world file ${path} is not a saved world (not JSON). Move it away or name another file; it was left as it is.`,
    );
  }
  const isWorld = typeof value === 'object' && value !== null && (value as { format?: unknown }).format === FORMAT;
  if (!isWorld)
    throw new WorldFileError(
      `The world file ${path} is not a saved world of this server. Move it away or name another file; it was left as it is.`,
    );
  const parsed = SAVED_WORLD_FILE.safeParse(value);
  if (!parsed.success)
    throw new WorldFileError(
      `The world file ${path} is damaged or of another version (${parsed.error.issues[0]?.path.join('.') || 'its layout'}). It was left as it is.`,
    );
  const file = parsed.data;
  if (file.seed !== expectedSeed)
    throw new WorldFileError(
      `The world file ${path} was saved from the demo seed ${file.seed}, not ${expectedSeed}: its incidents would not match. It was left as it is.`,
    );
  return {
    key: file.key,
    seed: file.seed,
    shared: file.shared,
    memory: file.memory,
    recordings: file.recordings.map((r) => ({
      url: r.url,
      mimeType: r.mimeType,
      bytes: bytesOf(r.base64),
      ...(r.durationMs !== undefined ? { durationMs: r.durationMs } : {}),
      ...(r.endedAt !== undefined ? { endedAt: r.endedAt } : {}),
    })),
    uploads: file.uploads.map((u) => ({ key: u.key, mimeType: u.mimeType, bytes: bytesOf(u.base64) })),
    admin: file.admin,
  };
}

const bytesOf = (base64: string) => new Uint8Array(Buffer.from(base64, 'base64'));
const base64Of = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * Writes the world to `path` atomically: to a temporary file beside it, then renamed over it, so a stop or a crash in
 * the middle leaves the previous file whole.
 */
export function writeWorldFile(path: string, world: SavedWorld, savedAt: Date): void {
  const text = JSON.stringify({
    format: FORMAT,
    version: VERSION,
    savedAt: savedAt.toISOString(),
    key: world.key,
    seed: world.seed,
    shared: world.shared,
    memory: world.memory,
    recordings: world.recordings.map(({ bytes, ...r }) => ({ ...r, base64: base64Of(bytes) })),
    uploads: world.uploads.map((u) => ({ key: u.key, mimeType: u.mimeType, base64: base64Of(u.bytes) })),
    admin: world.admin,
  });
  const temporary = `${path}.${process.pid}.saving`;
  try {
    writeFileSync(temporary, text, { mode: 0o600 });
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** The file the world is kept in: `--world FILE` among the arguments, else WORLD_FILE; null keeps it in memory only. */
export function worldFileOf(args: readonly string[], environment: NodeJS.ProcessEnv): string | null {
  const at = args.findIndex((arg) => arg === '--world' || arg.startsWith('--world='));
  const given = at < 0 ? undefined : args[at]?.startsWith('--world=') ? args[at]?.slice('--world='.length) : args[at + 1];
  if (at >= 0 && (!given || given.startsWith('--'))) throw new WorldFileError('--world needs a file name: npm run serve -- --world FILE');
  const file = (given ?? environment.WORLD_FILE ?? '').trim();
  return file === '' ? null : file;
}

/** How often a kept world is saved while the server runs (besides on stop). */
export const WORLD_SAVE_INTERVAL_MS = 30_000;

/**
 * Keeps a world in its file: every interval while the server runs, and once more on stop. A save that fails is
 * reported and tried again at the next interval; the file on disk stays the last whole one.
 */
export class WorldKeeper {
  private timer: ReturnType<typeof setInterval> | null = null;
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly world: { saved(): Promise<SavedWorld> },
    private readonly path: string,
    private readonly report: (error: unknown) => void,
  ) {}

  start(intervalMs: number = WORLD_SAVE_INTERVAL_MS): void {
    this.timer ??= setInterval(() => void this.save(), intervalMs);
    this.timer.unref();
  }

  /** Saves now, after any save already under way (two saves never write at once). */
  save(): Promise<void> {
    this.saving = this.saving.then(async () => {
      try {
        writeWorldFile(this.path, await this.world.saved(), new Date());
      } catch (error) {
        this.report(error);
      }
    });
    return this.saving;
  }

  /** Stops the interval and saves a last time. */
  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.save();
  }
}
