import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_STYLE_URL, mapOrigins, mapStyleUrlOf } from '../../src/domain/map/map-style';

describe('the street map style address (VITE_MAP_STYLE_URL)', () => {
  it.each<[string | undefined, string]>([
    [undefined, DEFAULT_MAP_STYLE_URL],
    ['', DEFAULT_MAP_STYLE_URL],
    ['  ', DEFAULT_MAP_STYLE_URL],
    ['https://maps.example.org/style.json', 'https://maps.example.org/style.json'],
    ['none', ''],
    ['OFF', ''],
    ['javascript:alert(1)', ''],
    ['not a url', ''],
  ])('%j gives %j', (raw, expected) => {
    expect(mapStyleUrlOf(raw)).toBe(expected);
  });

  it.each<[string, string | undefined, string[]]>([
    [DEFAULT_MAP_STYLE_URL, undefined, ['https://tiles.openfreemap.org']],
    [
      'https://a.example/style.json',
      'https://b.example/tiles/{z}/{x}/{y}.pbf, https://a.example',
      ['https://a.example', 'https://b.example'],
    ],
    ['https://a.example/s', 'ftp://c.example  nonsense', ['https://a.example']],
  ])('the origins of %s with hosts %j', (style, hosts, expected) => {
    expect(mapOrigins(style, hosts)).toEqual(expected);
  });
});
