import * as apollo from '@apollo/client';
import { graphql, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UpdateIncidentUseCase } from '../../src/application/incidents/update-incident.use-case';
import { AuthGateway } from '../../src/application/ports/auth-gateway.port';
import { ErrorReporter } from '../../src/application/ports/error-reporter.port';
import { IncidentsGateway } from '../../src/application/ports/incidents-gateway.port';
import { Logger } from '../../src/application/ports/logger.port';
import { callFailure, callFailureMessageKey } from '../../src/application/shared/failure';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { readConfig } from '../../src/composition/app-config';
import { buildBrowserContainer } from '../../src/composition/browser-container';
import { HttpClient } from '../../src/composition/tokens';
import { createContainer } from '../../src/composition/create-container';
import { adapterSet as realSet } from '../../src/composition/real-adapters.module';
import { API, GRAPHQL_URL, mswWire } from './support/msw-wire';

/**
 * A bug is not a server error: an exception inside a real adapter (or the SDK it drives) is logged and reported,
 * scrubbed, and the operator gets the generic 'unexpected' failure, never the internal text; a server's refusal is
 * neither logged as an error nor reported, and keeps the server's message.
 */
const { server } = mswWire();
const api = graphql.link(GRAPHQL_URL);
afterEach(() => vi.restoreAllMocks());

const SECRETS = 'for +5521999990000 ana@x.test Bearer abc.def.ghi';

/** Keeps what the adapter hands the reporter, unscrubbed, to prove the adapter scrubbed it. */
class RawReporter implements ErrorReporter {
  readonly exceptions: { error: unknown; context: Record<string, unknown> | undefined }[] = [];
  captureException(error: unknown, context?: Record<string, unknown>): void {
    this.exceptions.push({ error, context });
  }
  addBreadcrumb(): void {}
}

function production(extra: ReadonlyArray<readonly [symbol, unknown]> = []) {
  const logger = new MemoryLogger();
  const reporter = new RawReporter();
  const container = createContainer('real', {
    config: { apiUrl: API, graphqlUrl: GRAPHQL_URL },
    bindings: [[Logger, logger], [ErrorReporter, reporter], ...extra],
  });
  return { container, logger, reporter };
}

const errorLines = (logger: MemoryLogger) => logger.entries.filter((entry) => entry.level === 'error');

describe('bugs inside real adapters are told apart from server errors', () => {
  it("Apollo's internal failure on save is logged and reported, scrubbed; the operator sees the generic message", async () => {
    server.use(api.mutation('updateIncident', () => HttpResponse.json({ data: null, errors: [{ message: 'refused' }] })));
    vi.spyOn(apollo.CombinedGraphQLErrors, 'is').mockImplementation(() => {
      throw new TypeError(`errors.filter is not a function ${SECRETS}`);
    });
    const { container, logger, reporter } = production();
    const result = await container.get(UpdateIncidentUseCase).execute({ incidentId: '41', changes: { title: 'Fire' } });

    expect(result).toEqual({ ok: false, error: { kind: 'unexpected' } });
    if (!result.ok) expect(callFailureMessageKey(result.error)).toBe('call_failure.unexpected');
    expect(errorLines(logger)).toHaveLength(1);
    expect(errorLines(logger)[0]?.message).toContain('IncidentsGateway.updateIncident');
    expect(reporter.exceptions).toHaveLength(1);
    const reported = reporter.exceptions[0];
    expect(reported?.context).toEqual({ where: 'IncidentsGateway.updateIncident' });
    const text = `${(reported?.error as Error).message} ${(reported?.error as Error).stack ?? ''}`;
    expect((reported?.error as Error).name).toBe('TypeError');
    expect(text).toContain('errors.filter is not a function');
    for (const secret of ['+5521999990000', 'ana@x.test', 'abc.def.ghi']) expect(text).not.toContain(secret);
  });

  it("a server's refusal is neither logged as an error nor reported, and keeps the server's message", async () => {
    server.use(api.mutation('updateIncident', () => HttpResponse.json({ data: null, errors: [{ message: 'GraphQL error: db down' }] })));
    const { container, logger, reporter } = production();
    const result = await container.get(UpdateIncidentUseCase).execute({ incidentId: '41', changes: { title: 'Fire' } });

    expect(result).toEqual({ ok: false, error: { kind: 'server', message: 'db down' } });
    expect(errorLines(logger)).toEqual([]);
    expect(reporter.exceptions).toEqual([]);
  });

  it('a TypeError inside a REST adapter is reported once and reaches the caller as unexpected, without its text', async () => {
    const broken = {
      post: () => {
        throw new TypeError(`Cannot read properties of undefined (reading 'data') ${SECRETS}`);
      },
    };
    const { container, logger, reporter } = production([[HttpClient, broken]]);
    const error: unknown = await container
      .get<AuthGateway>(AuthGateway)
      .sendSsoLink('sms', { phone: '+5521999990000', videoStream: 'incident-41' })
      .catch((e: unknown) => e);

    expect(callFailure(error)).toEqual({ kind: 'unexpected' });
    expect(errorLines(logger)).toHaveLength(1);
    expect(JSON.stringify(logger.entries)).not.toContain('ana@x.test');
    expect(reporter.exceptions).toHaveLength(1);
    expect(String((reporter.exceptions[0]?.error as Error).message)).not.toContain('+5521999990000');
  });

  it("the browser's container guards the gateways it loads after sign-in too", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(api.query('getAllLiveStreams', () => HttpResponse.json({ data: null, errors: [{ message: 'refused' }] })));
    vi.spyOn(apollo.CombinedGraphQLErrors, 'is').mockImplementation(() => {
      throw new TypeError('internal');
    });
    const { get, loadLater } = buildBrowserContainer(realSet, readConfig({ VITE_ADAPTERS: 'real', VITE_GRAPHQL_URL: GRAPHQL_URL }));
    await loadLater();
    const error: unknown = await get<IncidentsGateway>(IncidentsGateway)
      .getAllLiveStreams()
      .catch((e: unknown) => e);
    expect(callFailure(error)).toEqual({ kind: 'unexpected' });
  });
});
