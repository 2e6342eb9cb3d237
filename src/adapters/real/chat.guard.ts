import type { ChatConversation, ChatGateway } from '../../application/ports/chat-gateway.port';
import { guardGateway, type BugSink } from './unexpected-error.guard';

/**
 * The chat gateway behind the edge guard, and each conversation it opens too: most of the chat's calls go to the
 * SDK's conversation, where a bug must be logged, reported and turned into 'unexpected' like any gateway's.
 */
export function guardChatGateway(gateway: ChatGateway, sink: BugSink): ChatGateway {
  const guarded = guardGateway('ChatGateway', gateway, sink);
  return {
    accessToken: () => guarded.accessToken(),
    joinConversation: (conversationName, attributes) => guarded.joinConversation(conversationName, attributes),
    turnToken: () => guarded.turnToken(),
    open: async (accessToken, conversationName): Promise<ChatConversation> =>
      guardGateway('ChatConversation', await guarded.open(accessToken, conversationName), sink),
  };
}
