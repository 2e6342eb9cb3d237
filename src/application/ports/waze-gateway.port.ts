/** SPEC §7 POST /waze/send/address/{kind}: phone, address (the share modal's "send address"). */
export interface WazeGateway {
  sendAddress(kind: 'sms' | 'whatsapp', request: { readonly phone: string; readonly address: string }): Promise<void>;
}
export const WazeGateway = Symbol.for('WazeGateway');
