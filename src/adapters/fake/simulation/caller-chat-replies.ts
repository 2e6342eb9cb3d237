import { chatConversationName } from '../../../domain/sharing/chat-conversation';
import type { ChatRooms } from '../demo-world/chat-rooms';
import type { RunningCall } from './running-call';
import { callerTextIn } from './scenario-schema';

const REPLY_DELAY_MS = 3_000;

/**
 * The simulated caller answers each operator message with the scenario's next reply, 3 s later, for as long as the
 * call holds the subscription; `replied` is told each time a reply is counted (the tab keeps the count).
 */
export function answerChat(call: RunningCall, rooms: ChatRooms, replied: () => void): void {
  const conversation = chatConversationName(call.incidentId, call.tenantId);
  if (!conversation || call.scenario.chatReplies.length === 0) return;
  const name = call.scenario.caller.name;
  call.hold(
    rooms.listen(conversation, (event) => {
      if (event.type !== 'message' || event.message.author === name || event.message.author === 'caller') return;
      const text = call.scenario.chatReplies[call.replies++];
      if (text === undefined) return;
      const reply = callerTextIn(text, call.language);
      replied();
      call.after(REPLY_DELAY_MS, () => {
        rooms.callerSays(conversation, reply, { author: name });
        call.say(`${name} replies: ${reply}`);
      });
    }),
  );
}
