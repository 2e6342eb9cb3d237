import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE } from '../../src/adapters/fake/simulation/caller-media.browser';
import { DEFAULT_CALLER_PICTURE, readConfig } from '../../src/composition/app-config';

describe("the demo caller's picture a build reads from VITE_DEMO_CALLER_VIDEO", () => {
  it.each([
    [undefined, DEFAULT_CALLER_PICTURE],
    ['', DEFAULT_CALLER_PICTURE],
    ['320x180@5', { width: 320, height: 180, fps: 5 }],
    [' 1280x720@30 ', { width: 1280, height: 720, fps: 30 }],
    ['320x180', DEFAULT_CALLER_PICTURE],
    ['320×180@5', DEFAULT_CALLER_PICTURE],
    ['0x180@5', DEFAULT_CALLER_PICTURE],
    ['320x180@0', DEFAULT_CALLER_PICTURE],
    ['320x180@60', DEFAULT_CALLER_PICTURE],
    ['4000x180@5', DEFAULT_CALLER_PICTURE],
    ['-320x180@5', DEFAULT_CALLER_PICTURE],
  ])('%j gives %j', (value, expected) => {
    const env = value === undefined ? { VITE_ADAPTERS: 'fake' } : { VITE_ADAPTERS: 'fake', VITE_DEMO_CALLER_VIDEO: value };
    expect(readConfig(env).demoCallerVideo).toEqual(expected);
  });

  it("is 640×360 at 15 frames a second by default, the picture the demo shows and the served console's caller has", () => {
    expect(DEFAULT_CALLER_PICTURE).toEqual({ width: 640, height: 360, fps: 15 });
    expect(DEFAULT_PICTURE).toEqual(DEFAULT_CALLER_PICTURE);
  });
});
