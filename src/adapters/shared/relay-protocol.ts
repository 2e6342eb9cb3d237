import * as z from 'zod';

/**
 * The served console's relay: one WebSocket to the demo world's server (at RELAY_PATH beside the spec's socket) that
 * carries what Agora and Twilio carry in production: the chat (calls answered by the server's world, which keeps the
 * thread) and the video channels' events, plus the WebRTC signalling between two browsers (the server passes an
 * offer, an answer or a candidate from one socket to another; the media itself goes browser to browser). A caller
 * page, which has no sign-in, opens it with the ANONYMOUS protocol and may only speak the caller's side of a played
 * call. Every frame is JSON and is parsed with these schemas on both ends before it is trusted.
 */
export const RELAY_PATH = '/relay';
export const RELAY_ANONYMOUS = 'caller-page';
/** The longest frame either end reads (an SDP with its candidates fits well within it). */
export const RELAY_MAX_FRAME_BYTES = 64 * 1024;

export const RELAY_METHODS = [
  'chat.accessToken',
  'chat.join',
  'chat.open',
  'chat.messages',
  'chat.send',
  'chat.promote',
  'chat.leave',
  'chat.turnToken',
  'push.subscribe',
  'push.unsubscribe',
  'video.join',
  'video.track',
  'video.watch',
  'video.shown',
  'video.leave',
] as const;
export type RelayMethod = (typeof RELAY_METHODS)[number];

const signalData = z.discriminatedUnion('kind', [
  /** The viewer asks the sender's page for its media: the page answers with an offer. */
  z.object({ kind: z.literal('want'), channel: z.string().max(200) }),
  z.object({ kind: z.literal('offer'), sdp: z.string().max(60_000) }),
  z.object({ kind: z.literal('answer'), sdp: z.string().max(60_000) }),
  z.object({
    kind: z.literal('ice'),
    candidate: z.object({
      candidate: z.string().max(2_000),
      sdpMid: z.string().max(100).nullish(),
      sdpMLineIndex: z.number().int().nullish(),
    }),
  }),
  z.object({ kind: z.literal('bye') }),
]);
export type RelaySignalData = z.infer<typeof signalData>;

/** What a browser sends. */
export const RELAY_CLIENT_FRAME = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('call'),
    ref: z.number().int().nonnegative(),
    method: z.enum(RELAY_METHODS),
    args: z.record(z.string(), z.unknown()),
  }),
  z.object({ type: z.literal('signal'), to: z.string().max(100), data: signalData }),
  /** A caller page's message of the played-call protocol (read again by the server's caller host). */
  z.object({ type: z.literal('caller'), message: z.record(z.string(), z.unknown()) }),
  /** A caller page's camera and microphone are ready for viewers of the link it claimed. */
  z.object({
    type: z.literal('caller.media'),
    link: z.string().max(200),
    tracks: z.array(z.enum(['audio', 'video'])).max(2),
  }),
  /** A trainer's console follows the room: the signed-in trainee desks and every desk's drill reports. */
  z.object({ type: z.literal('training.watch'), password: z.string().max(200).optional() }),
  /** A trainer's command (assign, inject, cancel) for one desk only, named by its account's e-mail. */
  z.object({ type: z.literal('training.command'), desk: z.string().max(320), message: z.record(z.string(), z.unknown()) }),
]);
export type RelayClientFrame = z.infer<typeof RELAY_CLIENT_FRAME>;

const chatMessage = z.object({
  author: z.string().nullish(),
  body: z.string().nullish(),
  read: z.boolean().nullish(),
  timestamp: z.union([z.string(), z.number()]).nullish(),
  media: z.object({ url: z.string().nullish(), filename: z.string().nullish(), contentType: z.string().nullish() }).nullish(),
});
export const RELAY_CHAT_MESSAGE = chatMessage;

const videoEvent = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('joined'), uid: z.string() }),
  z.object({ kind: z.literal('published'), uid: z.string(), media: z.enum(['audio', 'video']) }),
  z.object({ kind: z.literal('unpublished'), uid: z.string(), media: z.enum(['audio', 'video']) }),
  z.object({ kind: z.literal('left'), uid: z.string() }),
  z.object({ kind: z.literal('quality'), uplinkNetworkQuality: z.number(), downlinkNetworkQuality: z.number() }),
  z.object({ kind: z.literal('state'), state: z.enum(['DISCONNECTED', 'CONNECTING', 'CONNECTED', 'RECONNECTING', 'DISCONNECTING']) }),
]);
export type RelayVideoEvent = z.infer<typeof videoEvent>;

/** What the server sends. */
export const RELAY_SERVER_FRAME = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), peer: z.string() }),
  z.object({
    type: z.literal('reply'),
    ref: z.number().int(),
    ok: z.boolean(),
    value: z.unknown().optional(),
    error: z.object({ status: z.number().int(), message: z.string() }).optional(),
  }),
  z.object({ type: z.literal('chat.message'), conversation: z.string(), message: chatMessage }),
  z.object({ type: z.literal('chat.participant'), conversation: z.string(), identity: z.string() }),
  z.object({ type: z.literal('chat.connection'), conversation: z.string(), connection: z.enum(['connected', 'connecting', 'offline']) }),
  z.object({ type: z.literal('video.event'), session: z.string(), event: videoEvent }),
  z.object({ type: z.literal('signal'), from: z.string(), data: signalData }),
  z.object({ type: z.literal('host'), message: z.record(z.string(), z.unknown()) }),
  /** A push notification (SPEC §7 sendpn) for a topic the console subscribed to. */
  z.object({ type: z.literal('push'), incidentId: z.string().max(100), title: z.string().max(1_000) }),
  /** The trainee desks signed in now, by their accounts' e-mails. */
  z.object({ type: z.literal('training.desks'), desks: z.array(z.string().max(320)).max(500) }),
  /** One desk's report on its drill (read again as the training protocol's by the trainer's console). */
  z.object({ type: z.literal('training.report'), desk: z.string().max(320), message: z.record(z.string(), z.unknown()) }),
  /** The trainer's password was missing or wrong: this socket does not follow the room and its commands are dropped. */
  z.object({ type: z.literal('training.refused'), given: z.boolean() }),
  /**
   * The server refused a trainer's command for one desk: 409 for an assignment while the desk runs another drill
   * (`scenario`, its name; a desk runs one drill at a time).
   */
  z.object({
    type: z.literal('training.commandRefused'),
    desk: z.string().max(320),
    drillId: z.string().max(200),
    status: z.number().int(),
    message: z.string().max(1_000),
    scenario: z.string().max(200),
  }),
  /** The room's finished drills, kept by the server (each read again as a kept drill by the trainer's console). */
  z.object({ type: z.literal('training.drills'), drills: z.array(z.unknown()).max(500) }),
]);
export type RelayServerFrame = z.infer<typeof RELAY_SERVER_FRAME>;

/** The answers of the calls that return something, as the browser reads them. */
export const RELAY_ANSWERS = {
  accessToken: z.object({ token: z.string() }),
  opened: z.object({ identity: z.string(), connection: z.enum(['connected', 'connecting', 'offline']) }),
  messages: z.object({ messages: z.array(chatMessage) }),
  turnToken: z.object({
    iceServers: z.array(z.object({ urls: z.array(z.string()), username: z.string().nullable(), credential: z.string().nullable() })),
    ttlSeconds: z.number().nullable(),
  }),
  joined: z.object({
    session: z.string(),
    users: z.array(z.object({ uid: z.string(), kinds: z.array(z.enum(['audio', 'video'])) })),
    state: videoEvent.options[5].shape.state,
    quality: z.object({ uplinkNetworkQuality: z.number(), downlinkNetworkQuality: z.number() }).nullable(),
  }),
  /** Where a remote user's media comes from: another browser (its relay peer), or the demo's simulated caller. */
  watch: z.discriminatedUnion('source', [
    z.object({ source: z.literal('peer'), peer: z.string() }),
    z.object({ source: z.literal('simulated'), name: z.string(), since: z.number() }),
  ]),
};

export function readFrame<T>(schema: z.ZodType<T>, text: string): T | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = schema.safeParse(parsed);
  return result.success ? result.data : null;
}
