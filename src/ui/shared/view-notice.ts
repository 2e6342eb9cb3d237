/** A toast of the incident screens (SPEC §8): its words' key, its tone and how long it shows (SPEC §9). */
export interface ViewNotice {
  readonly key: string;
  readonly tone: 'success' | 'error';
  readonly durationMs: number;
}
