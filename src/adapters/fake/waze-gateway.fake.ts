import { GatewayError } from '../../application/ports/gateway-error';
import type { WazeGateway } from '../../application/ports/waze-gateway.port';
import type { DemoWorld } from './demo-world/demo-world';
import { record } from './recording-log';

/** One address the demo server sent (POST /waze/send/address/{kind}). */
export interface SentAddress {
  readonly kind: 'sms' | 'whatsapp';
  readonly phone: string;
  readonly address: string;
  readonly tenantId: string;
  readonly at: number;
}

/**
 * SPEC §7 POST /waze/send/address/{kind} in the demo world: records every address sent. Like a server it refuses an
 * unknown kind, a phone without digits or an empty address (400). failNext(count) makes the next calls fail.
 */
export class FakeWazeGateway implements WazeGateway {
  readonly sent: SentAddress[] = [];
  private failures = 0;

  constructor(private readonly world: DemoWorld) {}

  failNext(count: number): void {
    this.failures = Math.max(0, count);
  }

  sendAddress(kind: 'sms' | 'whatsapp', request: { readonly phone: string; readonly address: string }): Promise<void> {
    return this.world.answer(({ tenant }) => {
      if (this.failures > 0) {
        this.failures -= 1;
        throw new GatewayError('server', 'Internal server error', 500);
      }
      if (kind !== 'sms' && kind !== 'whatsapp') throw new GatewayError('server', 'invalid kind', 400);
      const phone = typeof request?.phone === 'string' ? request.phone.trim() : '';
      const address = typeof request?.address === 'string' ? request.address.trim() : '';
      if (!/[0-9]/.test(phone)) throw new GatewayError('server', 'phone is required', 400);
      if (address === '') throw new GatewayError('server', 'address is required', 400);
      record(this.sent, { kind, phone, address, tenantId: tenant.id, at: this.world.clock.now() });
    });
  }
}
