import type { RecordedMedia } from '../fake/demo-world/call-recordings';
import type { HttpClient } from '../real/http-client';
import { RECORDING_UPLOAD_PATH } from '../shared/served-recordings';
import type { RecordingKeeper } from './recording-parts';

/**
 * The served console's recording of a call: the caller's media reaches the operator's browser, not the server (the
 * simulated caller is drawn there, a played caller's camera comes browser to browser), so the browser that watched
 * uploads what it recorded (in parts while it records, then whole), and the server keeps it as the incident's cloud
 * recording and serves it over HTTP.
 */
export class ServedRecordingUpload implements RecordingKeeper {
  constructor(private readonly http: HttpClient) {}

  /**
   * A part of a recording still being made, `durationMs` into it, made `agoMs` before this upload (the server places its
   * end that long before the upload's arrival).
   */
  async part(channel: string, recording: string, part: number, bytes: Blob, durationMs: number, agoMs = 0): Promise<void> {
    const form = this.form(channel, { durationMs, stoppedAgoMs: agoMs });
    form.append('recording', recording);
    form.append('part', String(part));
    form.append('file', bytes, 'part');
    await this.http.post(RECORDING_UPLOAD_PATH, form, { timeout: 0 });
  }

  /**
   * Uploads the whole recording with how long it lasts and how long ago it stopped (the server places it on its clock);
   * it takes the place of the parts sent under its name.
   */
  async whole(channel: string, recording: string, media: RecordedMedia, stoppedAgoMs = 0): Promise<void> {
    const form = this.form(channel, { durationMs: media.durationMs, stoppedAgoMs });
    form.append('recording', recording);
    form.append('file', media.blob, media.mimeType.includes('mp4') ? 'recording.mp4' : 'recording.webm');
    // A long call's file takes its time to go up.
    await this.http.post(RECORDING_UPLOAD_PATH, form, { timeout: 0 });
  }

  private form(channel: string, timing: { readonly durationMs: number | undefined; readonly stoppedAgoMs: number }): FormData {
    const form = new FormData();
    form.append('channel', channel);
    if (timing.durationMs !== undefined) form.append('durationMs', String(timing.durationMs));
    form.append('stoppedAgoMs', String(timing.stoppedAgoMs));
    return form;
  }
}
