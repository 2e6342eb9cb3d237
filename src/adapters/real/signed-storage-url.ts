import type { HttpClient } from './http-client';
import { GatewayError } from '../../application/ports/gateway-error';
import { ASSUMED_ENDPOINTS } from './assumed-endpoints';
import { parseAnswer } from './schemas/answer';
import { playUrl } from './schemas/incidents-rest.schema';

/** A stored object's address signed by the backend (ASSUMED_ENDPOINTS.fileSignedUrl), valid for the given seconds. */
export async function signedStorageUrl(http: HttpClient, storageKey: string, validitySeconds: number): Promise<string> {
  const { data } = await http.get<unknown>(ASSUMED_ENDPOINTS.fileSignedUrl, {
    params: { key: storageKey, expiresIn: Math.max(0, Math.floor(validitySeconds)) },
  });
  const url = parseAnswer(playUrl, data);
  if (url === null) throw new GatewayError('invalid-response');
  return url;
}
