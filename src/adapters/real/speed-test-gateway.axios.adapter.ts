import type { HttpClient } from './http-client';
import type { SpeedTestGateway } from '../../application/ports/speed-test-gateway.port';
import type { SpeedTest, SpeedTestRecord } from '../../domain/admin/admin-entities';
import { parseAnswer } from './schemas/answer';
import { speedTestList } from './schemas/library.schema';

/** A slow uplink needs minutes for the test photo: the shared client's 30 s limit would cut the measurement short. */
const UPLOAD_TIMEOUT_MS = 10 * 60_000;

/**
 * SPEC §7 Speed test over HTTP: GET /speed-test or /speed-test/{userId}; POST /speed-test with speed and unit;
 * POST /do-speed-test with a multipart `photo` of the requested size. This adapter only uploads: the use case times
 * the upload with the Clock and computes the Mbps it posts.
 *
 * The list answer is not shown: a JSON array, or an object holding it under `data`. A record needs a finite speed
 * (a number or numeric text); its unit is text (empty when missing). When it was run is read from `at`, else
 * `createdAt` (a server-side record's usual name), and whose from `userId`, else `user.id`; null when absent. A record
 * without a speed or with a field of another type, or an answer with no list, is GatewayError('invalid-response').
 * The upload reports its progress through axios' onUploadProgress (loaded of total).
 */
export class AxiosSpeedTestGateway implements SpeedTestGateway {
  constructor(private readonly http: HttpClient) {}

  async list(userId?: string | number): Promise<readonly SpeedTestRecord[]> {
    const path = userId === undefined ? '/speed-test' : `/speed-test/${encodeURIComponent(String(userId))}`;
    const { data } = await this.http.get<unknown>(path);
    return parseAnswer(speedTestList, data);
  }

  async save(result: SpeedTest): Promise<void> {
    await this.http.post('/speed-test', { speed: result.speed, unit: result.unit });
  }

  async uploadTestPhoto(bytes: number, onProgress?: (fraction: number) => void): Promise<void> {
    if (!Number.isSafeInteger(bytes) || bytes <= 0) throw new RangeError('the test photo size must be a positive whole number of bytes');
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'speed-test.jpg');
    await this.http.post('/do-speed-test', form, {
      timeout: UPLOAD_TIMEOUT_MS,
      onUploadProgress: (event) => {
        const total = event.total ?? bytes;
        if (onProgress && total > 0) onProgress(Math.min(1, event.loaded / total));
      },
    });
  }
}
