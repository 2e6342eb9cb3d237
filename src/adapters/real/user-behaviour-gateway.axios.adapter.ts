import type { HttpClient } from './http-client';
import type { UserBehaviourEntry, UserBehaviourGateway } from '../../application/ports/user-behaviour-gateway.port';
import { parseAnswer } from './schemas/answer';
import { behaviourList } from './schemas/library.schema';

/**
 * SPEC §7 User behaviour over HTTP: POST /user-behaviour with the entry (action, at, and userId / detail when
 * given); GET /user-behaviour, or /user-behaviour/{a}/{b} with the two path segments, with the query start and end.
 *
 * The list answer is not shown by the spec: a JSON array, or an object holding it under `data`. An entry needs a
 * text action; its time is `at`, else `createdAt` (a server-side record's usual name), else empty; userId is kept
 * when it is text or a number, detail when it is an object. An entry without an action or with a field of another
 * type, or an answer with no list at all, is GatewayError('invalid-response').
 */
export class AxiosUserBehaviourGateway implements UserBehaviourGateway {
  constructor(private readonly http: HttpClient) {}

  async record(entry: UserBehaviourEntry): Promise<void> {
    const body: Record<string, unknown> = { action: entry.action, at: entry.at };
    if (entry.userId !== undefined && entry.userId !== null) body.userId = entry.userId;
    if (entry.detail !== undefined && entry.detail !== null) body.detail = entry.detail;
    await this.http.post('/user-behaviour', body);
  }

  async list(query: {
    readonly start: string;
    readonly end: string;
    readonly path?: readonly [string, string];
  }): Promise<readonly UserBehaviourEntry[]> {
    const path = query.path
      ? `/user-behaviour/${encodeURIComponent(query.path[0])}/${encodeURIComponent(query.path[1])}`
      : '/user-behaviour';
    const { data } = await this.http.get<unknown>(path, { params: { start: query.start, end: query.end } });
    return parseAnswer(behaviourList, data);
  }
}
