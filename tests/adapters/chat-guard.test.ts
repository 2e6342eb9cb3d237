import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChatGateway } from '../../src/application/ports/chat-gateway.port';
import { ErrorReporter } from '../../src/application/ports/error-reporter.port';
import { GatewayError } from '../../src/application/ports/gateway-error';
import { Logger } from '../../src/application/ports/logger.port';
import { MemoryLogger } from '../../src/adapters/fake/memory-logger.fake';
import { TwilioChatGateway } from '../../src/adapters/real/twilio-chat.adapter';
import { createContainer } from '../../src/composition/create-container';
import { API } from './support/msw-wire';

/** The chat gateway of the production set is behind the edge guard, and so is every conversation it opens. */
afterEach(() => vi.restoreAllMocks());

class RawReporter implements ErrorReporter {
  readonly exceptions: { error: unknown; context: Record<string, unknown> | undefined }[] = [];
  captureException(error: unknown, context?: Record<string, unknown>): void {
    this.exceptions.push({ error, context });
  }
  addBreadcrumb(): void {}
}

function production() {
  const logger = new MemoryLogger();
  const reporter = new RawReporter();
  const container = createContainer('real', {
    config: { apiUrl: API },
    bindings: [
      [Logger, logger],
      [ErrorReporter, reporter],
    ],
  });
  return { chat: container.get<ChatGateway>(ChatGateway), logger, reporter };
}

describe('the chat gateway behind the edge guard', () => {
  it("a bug in the chat adapter is logged and reported, scrubbed, and reaches the caller as 'unexpected'", async () => {
    vi.spyOn(TwilioChatGateway.prototype, 'turnToken').mockRejectedValue(new TypeError('iceServers of undefined for ana@x.test'));
    const { chat, logger, reporter } = production();
    await expect(chat.turnToken()).rejects.toMatchObject({ kind: 'unexpected' });
    expect(logger.entries.filter((e) => e.level === 'error').map((e) => e.message)).toEqual(['ChatGateway.turnToken failed unexpectedly']);
    expect(reporter.exceptions.map((e) => e.context)).toEqual([{ where: 'ChatGateway.turnToken' }]);
    expect((reporter.exceptions[0]?.error as Error).message).not.toContain('ana@x.test');
  });

  it("a bug inside an open conversation (the SDK's) is reported too; a GatewayError passes unchanged", async () => {
    const conversation = {
      name: '42_public',
      identity: 'operator@public.test',
      connection: () => 'connected' as const,
      onConnectionChanged: () => () => undefined,
      messages: () => Promise.reject(new GatewayError('network', 'offline')),
      onMessage: () => () => undefined,
      onParticipantJoined: () => () => undefined,
      send: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'sid')")),
      promoteToModerator: () => Promise.resolve(),
      leave: () => Promise.resolve(),
    };
    vi.spyOn(TwilioChatGateway.prototype, 'open').mockResolvedValue(conversation);
    const { chat, reporter } = production();
    const opened = await chat.open('twilio-jwt', '42_public');
    expect(opened.identity).toBe('operator@public.test');
    await expect(opened.send('Help is coming')).rejects.toMatchObject({ kind: 'unexpected' });
    await expect(opened.messages()).rejects.toMatchObject({ kind: 'network' });
    expect(reporter.exceptions.map((e) => e.context)).toEqual([{ where: 'ChatConversation.send' }]);
  });
});
