import type { ChatMessage } from '../../domain/incident/chat';
import type { ChatSessionFlow } from './chat-session.flow';

/** Opens a chat session of its own, takes the messages once it is open (none if it fails) and closes it. */
export function readChatHistory(
  session: ChatSessionFlow,
  params: { readonly incidentId: string; readonly tenantId: string },
): Promise<readonly ChatMessage[]> {
  return new Promise((resolve) => {
    const finish = (messages: readonly ChatMessage[]) => {
      unsubscribe();
      session.dispose();
      resolve(messages);
    };
    const unsubscribe = session.onChange((state) => {
      if (state.phase === 'open') finish(state.messages);
      else if (state.phase === 'failed') finish([]);
    });
    void session.start(params);
  });
}
