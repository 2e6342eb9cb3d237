/**
 * The simulated caller's real media in a browser demo: a canvas animation (a moving street scene, the caller's
 * name and a running clock) captured at the picture's frame rate (640×360 at 15 by default), with a soft generated
 * tone as its audio. The stream
 * is sent through a loopback pair of RTCPeerConnections preferring VP8 (SPEC §9), so the operator's video element
 * receives a real decoded remote track, as it would from the video service. No camera and no network are used.
 */

export interface CallerMedia {
  readonly stream: MediaStream;
  stop(): void;
}

/** The picture's size in pixels and its frames per second. */
export interface CallerPictureSize {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
}

/** The scene is laid out on this canvas; a picture of another size draws it scaled. */
const SCENE = { width: 640, height: 360 } as const;

export const DEFAULT_PICTURE: CallerPictureSize = { ...SCENE, fps: 15 };

/**
 * `since`: the moment (epoch ms) the running clock counts from: the caller's join, also after a reload of the demo.
 * `picture`: the canvas's size and frame rate (a smaller, slower one costs the browser less to draw and encode).
 */
export function createCallerMedia(
  callerName: string,
  now: () => number = () => Date.now(),
  since: number = now(),
  picture: CallerPictureSize = DEFAULT_PICTURE,
): CallerMedia {
  const canvas = document.createElement('canvas');
  canvas.width = picture.width;
  canvas.height = picture.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas is not available');
  context.scale(picture.width / SCENE.width, picture.height / SCENE.height);
  const started = since;
  let frame = 0;
  const draw = () => {
    const t = (now() - started) / 1000;
    drawScene(context, SCENE.width, SCENE.height, t, frame++, callerName);
  };
  draw();
  const timer = window.setInterval(draw, 1000 / picture.fps);
  const video = canvas.captureStream(picture.fps);

  let audioContext: AudioContext | null = null;
  try {
    audioContext = new AudioContext();
    const oscillator = audioContext.createOscillator();
    const gain = audioContext.createGain();
    oscillator.frequency.value = 440;
    gain.gain.value = 0.05;
    const destination = audioContext.createMediaStreamDestination();
    oscillator.connect(gain).connect(destination);
    oscillator.start();
    for (const track of destination.stream.getAudioTracks()) video.addTrack(track);
  } catch {
    audioContext = null;
  }

  return {
    stream: video,
    stop() {
      window.clearInterval(timer);
      for (const track of video.getTracks()) track.stop();
      void audioContext?.close();
    },
  };
}

function drawScene(ctx: CanvasRenderingContext2D, width: number, height: number, t: number, frame: number, name: string): void {
  const sky = ctx.createLinearGradient(0, 0, 0, height);
  sky.addColorStop(0, '#1a2a4a');
  sky.addColorStop(1, '#44608a');
  ctx.fillStyle = sky;
  ctx.fillRect(0, 0, width, height);
  // Buildings sliding by, as if the caller were walking.
  const offset = (t * 40) % 160;
  for (let i = -1; i < width / 80 + 2; i++) {
    const x = i * 80 - offset;
    const h = 120 + ((i * 37) % 5) * 25;
    ctx.fillStyle = i % 2 === 0 ? '#2b3b55' : '#324666';
    ctx.fillRect(x, height - 60 - h, 70, h);
    ctx.fillStyle = '#f6d776';
    for (let w = 0; w < 4; w++)
      if ((i + w + Math.floor(t)) % 3 !== 0) ctx.fillRect(x + 10 + (w % 2) * 30, height - 50 - h + 20 + Math.floor(w / 2) * 30, 14, 14);
  }
  ctx.fillStyle = '#222';
  ctx.fillRect(0, height - 60, width, 60);
  ctx.fillStyle = '#ddd';
  for (let x = -offset * 2; x < width; x += 80) ctx.fillRect(x, height - 32, 40, 4);
  // A pulsing light so every frame differs.
  ctx.fillStyle = `rgba(229, 62, 62, ${0.5 + 0.5 * Math.sin(t * 4)})`;
  ctx.beginPath();
  ctx.arc(width - 40, 40, 14, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = 'rgba(0,0,0,0.55)';
  ctx.fillRect(12, 12, 300, 58);
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 22px sans-serif';
  ctx.fillText(name, 22, 38);
  ctx.font = '16px monospace';
  const seconds = Math.floor(t);
  ctx.fillText(`${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}  #${frame}`, 22, 60);
}

/**
 * Sends a stream through two RTCPeerConnections in this page, preferring VP8, and resolves with the received
 * stream: a real remote track decoded by the browser. Falls back to the original stream if WebRTC is unavailable.
 */
export async function loopbackVp8(source: MediaStream): Promise<{ readonly stream: MediaStream; close(): void }> {
  if (typeof RTCPeerConnection === 'undefined') return { stream: source, close() {} };
  const sender = new RTCPeerConnection();
  const receiver = new RTCPeerConnection();
  sender.onicecandidate = (e) => e.candidate && void receiver.addIceCandidate(e.candidate);
  receiver.onicecandidate = (e) => e.candidate && void sender.addIceCandidate(e.candidate);
  const received = new MediaStream();
  const ready = new Promise<void>((resolve) => {
    receiver.ontrack = (e) => {
      received.addTrack(e.track);
      if (received.getTracks().length >= source.getTracks().length) resolve();
    };
  });
  for (const track of source.getTracks()) {
    const transceiver = sender.addTransceiver(track, { direction: 'sendonly', streams: [source] });
    if (track.kind === 'video') preferVp8(transceiver);
  }
  const offer = await sender.createOffer();
  await sender.setLocalDescription(offer);
  await receiver.setRemoteDescription(offer);
  const answer = await receiver.createAnswer();
  await receiver.setLocalDescription(answer);
  await sender.setRemoteDescription(answer);
  await Promise.race([ready, new Promise((resolve) => window.setTimeout(resolve, 3000))]);
  return {
    stream: received.getTracks().length > 0 ? received : source,
    close() {
      sender.close();
      receiver.close();
    },
  };
}

export function preferVp8(transceiver: RTCRtpTransceiver): void {
  const capabilities = typeof RTCRtpReceiver !== 'undefined' ? RTCRtpReceiver.getCapabilities?.('video') : null;
  if (!capabilities || typeof transceiver.setCodecPreferences !== 'function') return;
  const vp8 = capabilities.codecs.filter((c) => c.mimeType.toLowerCase() === 'video/vp8');
  const rest = capabilities.codecs.filter((c) => c.mimeType.toLowerCase() !== 'video/vp8');
  if (vp8.length > 0) transceiver.setCodecPreferences([...vp8, ...rest]);
}
