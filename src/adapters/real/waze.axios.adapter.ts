import type { HttpClient } from './http-client';
import type { WazeGateway } from '../../application/ports/waze-gateway.port';

/** SPEC §7 POST /waze/send/address/{kind} over HTTP: body `{ phone, address }`; the answer's body is not read. */
export class AxiosWazeGateway implements WazeGateway {
  constructor(private readonly http: HttpClient) {}

  async sendAddress(kind: 'sms' | 'whatsapp', request: { readonly phone: string; readonly address: string }): Promise<void> {
    await this.http.post<unknown>(`/waze/send/address/${encodeURIComponent(kind)}`, { phone: request.phone, address: request.address });
  }
}
