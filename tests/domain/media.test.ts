import { describe, expect, it } from 'vitest';
import { downloadFileType, fileExtension, isCollaboratorVideo } from '../../src/domain/media/file-type';
import { groupMediaByTab, mediaItemTab, mediaTab } from '../../src/domain/media/media-tabs';
import type { MediaItem } from '../../src/domain/media/media-item';
import { initialSeekSeconds, playbackPosition } from '../../src/domain/media/video-playback';
import { recordingDownloadFormat, recordingDownloadName } from '../../src/domain/media/recording-download';

describe('SPEC §7 Other: file download type from the extension', () => {
  it.each([
    ['report.pdf', 'pdf'],
    ['REPORT.PDF', 'pdf'],
    ['clip.mov', 'video'],
    ['clip.MP4', 'video'],
    ['a.gif', 'image'],
    ['a.png', 'image'],
    ['a.JPG', 'image'],
    ['a.jpeg', 'image'],
    ['a.webp', 'unknown'],
    ['a.avi', 'unknown'],
    ['a.mkv', 'unknown'],
    ['archive.tar.gz', 'unknown'],
    ['photo.png.exe', 'unknown'],
    ['README', 'unknown'],
    ['', 'unknown'],
    ['   ', 'unknown'],
    ['.png', 'unknown'],
    ['name.', 'unknown'],
    ['https://bucket.s3.amazonaws.com/media/clip.mp4?X-Amz-Signature=abc.pdf&x=1', 'video'],
    ['https://host/a/b/photo.JPEG#page.pdf', 'image'],
    ['https://host/folder.pdf/file', 'unknown'],
    ['https://host/file.pdf?', 'pdf'],
    ['C:\\Users\\op\\video.mov', 'video'],
    [' clip.mp4 ', 'video'],
    ['a.ｐｄｆ', 'unknown'],
    ['a.toString', 'unknown'],
    ['a.constructor', 'unknown'],
    ['x'.repeat(100_000) + '.pdf', 'pdf'],
    ['.'.repeat(100_000), 'unknown'],
  ] as const)('%s -> %s', (name, expected) => {
    expect(downloadFileType(name)).toBe(expected);
  });
  it.each([[null], [undefined]])('%j -> unknown', (name) => {
    expect(downloadFileType(name)).toBe('unknown');
    expect(fileExtension(name)).toBe('');
  });
});

describe('SPEC §9 collaborator media extensions treated as video: mp4, mov, avi, mkv', () => {
  it.each([
    ['c.mp4', true],
    ['c.MOV', true],
    ['c.avi', true],
    ['c.mkv', true],
    ['https://x/c.mkv?sig=1', true],
    ['c.webm', false],
    ['c.jpg', false],
    ['mp4', false],
    ['', false],
    [null, false],
    ['c.mp4.txt', false],
  ] as const)('%s -> %s', (name, expected) => {
    expect(isCollaboratorVideo(name)).toBe(expected);
  });
});

describe('SPEC §2, §3 media carousel tabs by typeContent', () => {
  const image: MediaItem = { id: 1, typeContent: 'image' };
  const video: MediaItem = { id: 2, typeContent: 'video' };
  const file: MediaItem = { id: 3, typeContent: 'file' };
  const cloud: MediaItem = { id: 4, typeContent: 'cloudRecording' };
  const odd: MediaItem = { id: 5, typeContent: 'hologram' };
  const none: MediaItem = { id: 6 };
  const image2: MediaItem = { id: 7, typeContent: ' IMAGE ' };

  it('groups in order, unknown or missing typeContent into files, null items skipped', () => {
    expect(groupMediaByTab([image, video, null, file, cloud, odd, undefined, none, image2])).toEqual({
      images: [image, image2],
      videos: [video],
      files: [file, odd, none],
      cloudRecordings: [cloud],
    });
  });
  it.each<[MediaItem, string]>([
    [{ id: 8, typeContent: 'file', filename: 'collaborator-1.mkv' }, 'videos'],
    [{ id: 9, filename: 'clip.MOV' }, 'videos'],
    [{ id: 10, typeContent: 'hologram', url: 'https://x/c.avi?sig=1' }, 'videos'],
    [{ id: 11, typeContent: 'file', filename: 'report.pdf', url: 'https://x/c.mp4' }, 'files'],
    [{ id: 12, typeContent: 'image', filename: 'odd.mp4' }, 'images'],
    [{ id: 13, typeContent: 'cloudRecording', filename: 'rec.mp4' }, 'cloudRecordings'],
    [{ id: 14, typeContent: 'file', filename: 'clip.webm' }, 'files'],
  ])('SPEC §9 collaborator media extensions treated as video: %j -> %s', (item, tab) => {
    expect(mediaItemTab(item)).toBe(tab);
  });
  it.each([[null], [undefined], [[]]])('%j -> empty tabs', (items) => {
    expect(groupMediaByTab(items)).toEqual({ images: [], videos: [], files: [], cloudRecordings: [] });
  });
  it.each([
    ['image', 'images'],
    ['video', 'videos'],
    ['file', 'files'],
    ['cloudRecording', 'cloudRecordings'],
    ['cloudrecording', 'cloudRecordings'],
    ['images', 'files'],
    ['', 'files'],
    [null, 'files'],
    [3, 'files'],
    ['__proto__', 'files'],
  ] as const)('mediaTab(%j) -> %s', (type, tab) => {
    expect(mediaTab(type)).toBe(tab);
  });
  it('skips non-object entries a server may send', () => {
    expect(groupMediaByTab(['x', 1] as unknown as MediaItem[])).toEqual({ images: [], videos: [], files: [], cloudRecordings: [] });
  });
});

describe('SPEC §4 Video playback: default seek 1266 s, live within 30 s of the end', () => {
  it.each([
    [5000, 1266],
    [1320, 1266],
    [1266.5, 1266],
    // A recording no longer than the seek starts at its beginning (seeking to its end would show nothing).
    [1266, 0],
    [1000, 0],
    [75, 0],
    [0, 0],
    [12.5, 0],
    [Number.POSITIVE_INFINITY, 1266],
    [Number.NaN, 0],
    [-1, 0],
    [Number.NEGATIVE_INFINITY, 0],
    ['5000', 0],
    [null, 0],
  ] as const)('initialSeekSeconds(%s) -> %s', (duration, expected) => {
    expect(initialSeekSeconds(duration)).toBe(expected);
  });
  it.each([
    [1266, 5000, 'recorded'],
    [4970, 5000, 'live'],
    [4969.9, 5000, 'recorded'],
    [5000, 5000, 'live'],
    [5100, 5000, 'live'],
    [0, 30, 'live'],
    [0, 31, 'recorded'],
    // The seeded 22-minute recording: recorded at the default seek, live from 30 s before its end.
    [1266, 1320, 'recorded'],
    [1290, 1320, 'live'],
    // The seeded 75-second one, from its beginning.
    [0, 75, 'recorded'],
    [45, 75, 'live'],
    [10, Number.POSITIVE_INFINITY, 'live'],
    [10, Number.NaN, 'unknown'],
    [Number.NaN, 100, 'unknown'],
    [-1, 100, 'unknown'],
    [10, -5, 'unknown'],
    ['10', 100, 'unknown'],
    [10, '100', 'unknown'],
    [undefined, undefined, 'unknown'],
  ] as const)('playbackPosition(%s, %s) -> %s', (current, duration, expected) => {
    expect(playbackPosition(current, duration)).toBe(expected);
  });
});

describe('SPEC §7 mp4 conversion: what the download is and its name', () => {
  it.each([
    ['video-7-1.mp4', 'mp4'],
    ['7_incident-7.m3u8', 'mp4'],
    ['call-7-1.webm', 'webm'],
    ['CALL-7-1.WEBM ', 'webm'],
    [null, 'mp4'],
    ['', 'mp4'],
  ] as const)('recordingDownloadFormat(%s) -> %s', (fileName, expected) => {
    expect(recordingDownloadFormat(fileName)).toBe(expected);
  });
  it.each([
    ['100042', 'video-100042-1.mp4', 'mp4', 'incident-100042-video-100042-1.mp4'],
    ['7', '7_incident-7.m3u8', 'mp4', 'incident-7-7_incident-7.mp4'],
    ['7', 'call-7-1.webm', 'webm', 'incident-7-call-7-1.webm'],
    [7, null, 'mp4', 'incident-7.mp4'],
    ['7', '../../etc/pass wd.mp4', 'mp4', 'incident-7-etc-pass-wd.mp4'],
    ['', 'a.mp4', 'mp4', 'incident-unknown-a.mp4'],
  ] as const)('recordingDownloadName(%s, %s, %s) -> %s', (incidentId, fileName, format, expected) => {
    expect(recordingDownloadName(incidentId, fileName, format)).toBe(expected);
  });
});
