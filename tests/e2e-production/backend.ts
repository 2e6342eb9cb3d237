import { randomBytes } from 'node:crypto';
import type { Page, Route } from '@playwright/test';

/**
 * Where the production build sends its calls: `npm run build:e2e:production` points it at port E2E_SERVER_PORT (default
 * 3000), where the served suite's server listens in `npm test`; here every call is answered by the test.
 */
export const API = `http://localhost:${process.env.E2E_SERVER_PORT ?? 3000}`;

export interface Account {
  readonly email: string;
  readonly password: string;
  readonly tenant: string;
  readonly token: string;
  readonly userId: number;
  readonly isSuperUser: boolean;
  readonly permissions: readonly string[];
}

type Handler = (request: { method: string; path: string; body: unknown; token: string | null }) => unknown;

/**
 * A stand-in of the platform's backend (SPEC §7) answering through page.route: REST by method and path, GraphQL by
 * operation name. Every request is recorded; a call nobody answers gets 404 and is listed in `unanswered`.
 */
export class Backend {
  readonly requests: string[] = [];
  readonly unanswered: string[] = [];
  /** The view share tokens issued (the assumed POST /api/incidents/{id}/view-share), by token: the incident's id. */
  readonly viewShares = new Map<string, string>();
  private readonly rest = new Map<string, Handler>();
  private readonly graphql = new Map<string, Handler>();

  constructor(
    readonly accounts: readonly Account[],
    readonly tenantPermissions: readonly string[],
  ) {
    this.on('POST /auth/login', ({ body }) => {
      const { email, password, tenant } = body as { email: string; password: string; tenant: string };
      const account = this.accounts.find((a) => a.email === email && a.password === password && a.tenant === tenant);
      if (!account) return new Failure(500, 'Internal server error');
      return { token: account.token, isHqAdmin: true, isSuperUser: account.isSuperUser, active: true, user: { id: account.userId, email } };
    });
    // The console's assumed session call: the token's account and permissions, from the accounts sign-in answers from.
    this.on('GET /auth/session', ({ token }) => {
      const account = this.account(token);
      return {
        user: { id: account.userId, email: account.email },
        isSuperUser: account.isSuperUser,
        tenant: account.tenant,
        permissions: account.permissions,
        tenantPermissions: this.tenantPermissions,
      };
    });
    this.on('GET /api/role/permission/user/:id', ({ token }) => this.account(token).permissions.map((name, i) => ({ id: i + 1, name })));
    this.on('GET /api/permission', () => this.tenantPermissions.map((name, i) => ({ id: i + 1, name })));
    this.on('GET /teleport-config', () => ({ requireIncidentTitle: false, limitedTitleLength: 0, defaultLanguage: 'en-US' }));
    this.on('GET /teleport-config/:tenant', () => ({ requireIncidentTitle: false, limitedTitleLength: 0, defaultLanguage: 'en-US' }));
    this.on('GET /health/ping', () => ({ ok: true }));
    // The assumed view share: a random token the backend keeps, never one the console could compute.
    this.on('POST /api/incidents/:id/view-share', ({ token, path }) => {
      this.account(token);
      const shareToken = randomBytes(24).toString('base64url');
      this.viewShares.set(shareToken, path.split('/')[3] ?? '');
      return { shareToken, expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString() };
    });
  }

  on(route: string, handler: Handler): this {
    this.rest.set(route, handler);
    return this;
  }

  onGraphql(operation: string, handler: Handler): this {
    this.graphql.set(operation, handler);
    return this;
  }

  account(token: string | null): Account {
    const account = this.accounts.find((a) => a.token === token);
    if (!account) throw new Failure(401, 'Unauthorized');
    return account;
  }

  async install(page: Page): Promise<void> {
    await page.route(`${API}/**`, (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    if (method === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const token = (await request.headerValue('authorization'))?.replace(/^Bearer /, '') ?? null;
    const body = parseBody(request.postData());
    let name: string;
    let handler: Handler | undefined;
    if (url.pathname === '/graphql') {
      const operation = (body as { operationName?: string } | null)?.operationName ?? '';
      name = `graphql ${operation}`;
      handler = this.graphql.get(operation);
    } else {
      name = `${method} ${url.pathname}`;
      handler = this.match(method, url.pathname);
    }
    this.requests.push(name);
    if (!handler) {
      this.unanswered.push(name);
      return route.fulfill({ status: 404, headers: CORS, json: { statusCode: 404, message: 'Not found' } });
    }
    try {
      const result = handler({ method, path: url.pathname, body, token });
      if (result instanceof Failure)
        return route.fulfill({ status: result.status, headers: CORS, json: { statusCode: result.status, message: result.message } });
      return route.fulfill({ status: 200, headers: CORS, json: url.pathname === '/graphql' ? { data: result } : result });
    } catch (error) {
      if (error instanceof Failure)
        return route.fulfill({ status: error.status, headers: CORS, json: { statusCode: error.status, message: error.message } });
      throw error;
    }
  }

  private match(method: string, path: string): Handler | undefined {
    for (const [route, handler] of this.rest) {
      const [m, pattern] = route.split(' ') as [string, string];
      if (m !== method) continue;
      const regex = new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
      if (regex.test(path)) return handler;
    }
    return undefined;
  }
}

function parseBody(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export class Failure {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
};
