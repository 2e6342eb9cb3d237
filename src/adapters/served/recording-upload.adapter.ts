import type { RecordedMedia } from '../fake/demo-world/call-recordings';
import type { HttpClient } from '../real/http-client';
import { RECORDING_UPLOAD_PATH } from '../shared/served-recordings';

/**
 * The served console's recording of a call: the caller's media reaches the operator's browser, not the server (the
 * simulated caller is drawn there, a played caller's camera comes browser to browser), so the browser that watched
 * uploads what it recorded, and the server keeps it as the incident's cloud recording and serves it over HTTP.
 */
export class ServedRecordingUpload {
  constructor(private readonly http: HttpClient) {}

  /** Uploads the recording with how long it lasts and how long ago it stopped (the server places it on its clock). */
  async keep(channel: string, media: RecordedMedia, stoppedAgoMs = 0): Promise<void> {
    const form = new FormData();
    form.append('channel', channel);
    if (media.durationMs !== undefined) form.append('durationMs', String(media.durationMs));
    form.append('stoppedAgoMs', String(stoppedAgoMs));
    form.append('file', media.blob, media.mimeType.includes('mp4') ? 'recording.mp4' : 'recording.webm');
    // A long call's file takes its time to go up.
    await this.http.post(RECORDING_UPLOAD_PATH, form, { timeout: 0 });
  }
}
