import { afterEach, describe, expect, it, vi } from 'vitest';
import { styleAnswers } from '../../src/ui/shared/map/street-style';

describe("the street map's style, asked before its renderer is fetched", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('answers true for a style that answers, asking once per style however many maps want it', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const url = 'https://style.test/answers';
    expect(await Promise.all([styleAnswers(url), styleAnswers(url)])).toEqual([true, true]);
    expect(await styleAnswers(url)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['unreachable', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['answering 404', () => Promise.resolve(new Response('', { status: 404 }))],
    ['answering 503', () => Promise.resolve(new Response('', { status: 503 }))],
  ])('answers false for a style %s: the renderer is not fetched', async (name, answer) => {
    vi.stubGlobal('fetch', vi.fn(answer));
    expect(await styleAnswers(`https://style.test/${name.replace(' ', '-')}`)).toBe(false);
  });

  it('asks again, at the next map, a style that did not answer: a network back up draws the street map', async () => {
    const fetch = vi
      .fn<() => Promise<Response>>()
      .mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')))
      .mockImplementation(() => Promise.resolve(new Response('{}', { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    const url = 'https://style.test/back-up';
    expect(await styleAnswers(url)).toBe(false);
    expect(await styleAnswers(url)).toBe(true);
    expect(await styleAnswers(url)).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
