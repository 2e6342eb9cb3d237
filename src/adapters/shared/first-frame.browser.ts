/**
 * Calls `shown` once when the video element presents its first frame of what it plays now: the picture on the screen,
 * not the track's arrival in the channel. Where the browser has `requestVideoFrameCallback` it is the first frame
 * handed to the compositor (none while the element is hidden, as the operator then sees nothing); elsewhere, the element
 * playing with a picture size. Answers how to stop waiting (the playback stopped or replaced first).
 */
export function onFirstFrame(element: HTMLMediaElement, shown: () => void): () => void {
  if (typeof HTMLVideoElement === 'undefined' || !(element instanceof HTMLVideoElement)) return () => undefined;
  let waiting = true;
  const show = () => {
    if (!waiting) return;
    stop();
    shown();
  };
  let stop: () => void;
  if (typeof element.requestVideoFrameCallback === 'function') {
    const handle = element.requestVideoFrameCallback(() => show());
    stop = () => {
      waiting = false;
      element.cancelVideoFrameCallback(handle);
    };
  } else {
    const check = () => {
      if (!element.paused && element.videoWidth > 0) show();
    };
    const events = ['playing', 'resize', 'timeupdate'] as const;
    for (const name of events) element.addEventListener(name, check);
    stop = () => {
      waiting = false;
      for (const name of events) element.removeEventListener(name, check);
    };
    check();
  }
  return () => {
    if (waiting) stop();
  };
}
