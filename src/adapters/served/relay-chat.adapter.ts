import type { ChatConversation, ChatGateway } from '../../application/ports/chat-gateway.port';
import { GatewayError } from '../../application/ports/gateway-error';
import type { Unsubscribe } from '../../application/ports/subscription';
import type { ChatConnection, ChatMessage, TurnToken } from '../../domain/incident/chat';
import { ChatConversationListeners } from '../shared/chat-conversation-listeners';
import { RELAY_ANSWERS } from '../shared/relay-protocol';
import type { RelaySocket } from './relay-socket';
import { answerOf } from './relay-answer';

/**
 * SPEC §7 chat on the served console: the calls Twilio and the platform's token endpoints answer in production go
 * to the demo world's server over the relay socket, which keeps every thread (a reload reads it again).
 */
export class RelayChatGateway implements ChatGateway {
  constructor(private readonly relay: RelaySocket) {}

  async accessToken(): Promise<string> {
    return answerOf(RELAY_ANSWERS.accessToken, await this.relay.call('chat.accessToken', {})).token;
  }

  async joinConversation(conversationName: string, attributes: { readonly isModerator: boolean }): Promise<void> {
    await this.relay.call('chat.join', { conversation: conversationName, isModerator: attributes.isModerator });
  }

  async open(accessToken: string, conversationName: string): Promise<ChatConversation> {
    const opened = answerOf(RELAY_ANSWERS.opened, await this.relay.call('chat.open', { accessToken, conversation: conversationName }));
    return new RelayConversation(this.relay, conversationName, opened.identity, opened.connection);
  }

  async turnToken(): Promise<TurnToken> {
    return answerOf(RELAY_ANSWERS.turnToken, await this.relay.call('chat.turnToken', {}));
  }
}

/** One open conversation: its events are the relay's frames for its name; the socket's close takes it offline. */
class RelayConversation extends ChatConversationListeners implements ChatConversation {
  constructor(
    private readonly relay: RelaySocket,
    readonly name: string,
    readonly identity: string,
    private state: ChatConnection,
  ) {
    super();
    this.attach(() => this.relay.onClose(() => (this.state = 'offline')));
  }

  connection(): ChatConnection {
    return this.relay.isOpen ? this.state : 'offline';
  }

  onConnectionChanged(listener: (connection: ChatConnection) => void): Unsubscribe {
    const changes = this.attach(() =>
      this.relay.onFrame((frame) => {
        if (frame.type === 'chat.connection' && frame.conversation === this.name) listener((this.state = frame.connection));
      }),
    );
    const closes = this.attach(() => this.relay.onClose(() => listener('offline')));
    return () => {
      changes();
      closes();
    };
  }

  async messages(): Promise<readonly ChatMessage[]> {
    return answerOf(RELAY_ANSWERS.messages, await this.relay.call('chat.messages', { conversation: this.name })).messages;
  }

  onMessage(listener: (message: ChatMessage) => void): Unsubscribe {
    return this.attach(() =>
      this.relay.onFrame((frame) => {
        if (frame.type === 'chat.message' && frame.conversation === this.name) listener(frame.message);
      }),
    );
  }

  onParticipantJoined(listener: (identity: string) => void): Unsubscribe {
    return this.attach(() =>
      this.relay.onFrame((frame) => {
        if (frame.type === 'chat.participant' && frame.conversation === this.name) listener(frame.identity);
      }),
    );
  }

  async send(body: string): Promise<void> {
    // Offline, the message is kept by the caller (the port's contract), never queued here.
    if (!this.relay.isOpen) throw new GatewayError('network', 'The chat is offline');
    await this.relay.call('chat.send', { conversation: this.name, body });
  }

  async promoteToModerator(identity: string): Promise<void> {
    await this.relay.call('chat.promote', { conversation: this.name, identity });
  }

  async leave(): Promise<void> {
    if (!this.endListening()) return;
    await this.relay.call('chat.leave', { conversation: this.name });
  }
}
