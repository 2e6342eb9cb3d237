/** SPEC §7 User behaviour. */
export interface UserBehaviourEntry {
  readonly action: string;
  readonly at: string;
  readonly userId?: string | number | null;
  readonly detail?: Record<string, unknown> | null;
}

export interface UserBehaviourGateway {
  /** POST /user-behaviour */
  record(entry: UserBehaviourEntry): Promise<void>;
  /** GET /user-behaviour[/{a}/{b}]?start&end */
  list(query: {
    readonly start: string;
    readonly end: string;
    readonly path?: readonly [string, string];
  }): Promise<readonly UserBehaviourEntry[]>;
}
export const UserBehaviourGateway = Symbol.for('UserBehaviourGateway');
