import type { EntityId } from '../incident/incident';

/** A record known by its id and its name. */
interface NamedRecord {
  readonly id?: EntityId | null;
  readonly name?: string | null;
}

/** SPEC §3 Tenant (POST /tenant multipart fields); allowedIps is sent as text, a list may arrive. */
export interface Tenant extends NamedRecord {
  readonly apiKey?: string | null;
  readonly totalAdminUsers?: number | string | null;
  readonly allowedIps?: string | readonly string[] | null;
  readonly photo?: string | null;
}

/** A text the tenant offers with its label: what a library file and a predefined description both carry. */
interface LabelledDescription {
  readonly description?: string | null;
  /** The label the text is chosen by. */
  readonly descriptionOption?: string | null;
}

/** SPEC §3 File library item. */
export interface FileLibraryItem extends LabelledDescription {
  readonly id?: EntityId | null;
  readonly s3Key?: string | null;
}

/** SPEC §3 Predefined description: description and descriptionOption (the label). */
export interface PredefinedDescription extends LabelledDescription {
  readonly id: EntityId;
}

/** SPEC §3 Speed test (POST /speed-test: speed, unit). */
export interface SpeedTest {
  readonly speed: number;
  readonly unit: string;
}

/** A speed test as GET /speed-test lists it: the spec shows speed and unit; when and whose are read when the answer has them. */
export interface SpeedTestRecord extends SpeedTest {
  /** When it was run (ISO text), or null when the answer does not say. */
  readonly at: string | null;
  readonly userId: string | null;
}

/** SPEC §3 Permission: name matches a menu entry key. */
export type Permission = NamedRecord;

/** SPEC §3 Role: only id and name are shown. */
export type Role = NamedRecord;
