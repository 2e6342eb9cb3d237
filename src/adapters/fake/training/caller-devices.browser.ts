import type { CallerCamera, CallerDevices, CallerTrackKind } from '../../../application/ports/caller-line.port';

const ASKS: ReadonlyArray<MediaStreamConstraints> = [
  { video: { facingMode: 'user' }, audio: true },
  { video: { facingMode: 'user' } },
  { audio: true },
];

/** The phone's camera, microphone and position as a browser gives them (the browser asks the person). */
export const browserCallerDevices: CallerDevices = {
  async openCamera(): Promise<CallerCamera | null> {
    if (!navigator.mediaDevices?.getUserMedia) return null;
    for (const constraints of ASKS) {
      try {
        const stream = await navigator.mediaDevices.getUserMedia(constraints);
        const tracks = stream.getTracks().map((track) => track.kind as CallerTrackKind);
        return { media: stream, tracks, stop: () => stream.getTracks().forEach((track) => track.stop()) };
      } catch {
        // Refused or absent: ask for less.
      }
    }
    return null;
  },

  watchPosition(listener, refused) {
    if (!navigator.geolocation) {
      refused();
      return () => undefined;
    }
    let told = false;
    const id = navigator.geolocation.watchPosition(
      (position) => listener({ lat: position.coords.latitude, long: position.coords.longitude }),
      () => {
        if (!told) refused();
        told = true;
      },
      { enableHighAccuracy: true, maximumAge: 5_000 },
    );
    return () => navigator.geolocation.clearWatch(id);
  },
};
