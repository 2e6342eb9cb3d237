import { describe, expect, it } from 'vitest';
import { libraryFiles } from '../../src/domain/media/library-file';
import { forwardProgress, isRecording, mediaUploadKind, nextUploadProgress } from '../../src/domain/media/media-upload';

describe('SPEC §7 addphoto / addvideo: the upload kind from the file name', () => {
  it.each([
    ['a.png', 'photo'],
    ['a.JPG', 'photo'],
    ['a.jpeg', 'photo'],
    ['a.gif', 'photo'],
    ['a.MP4', 'video'],
    ['a.mov', 'video'],
    ['b.mkv', 'video'],
    ['b.avi', 'video'],
    ['d.pdf', null],
    ['README', null],
    ['', null],
  ] as const)('%j -> %s', (name, kind) => {
    expect(mediaUploadKind(name)).toBe(kind);
  });
});

describe('SPEC §7 upload progress: clamped to 0..1, never going back', () => {
  it.each([
    [0, 0, 0],
    [0, 0.5, 0.5],
    [0.5, 0.4, null],
    [0.5, 0.5, null],
    [0.5, 2, 1],
    [0.2, -1, null],
    [0, Number.NaN, 0],
    [1, 1, null],
  ])('reached %s, reported %s -> %s', (reached, fraction, next) => {
    expect(nextUploadProgress(reached, fraction)).toBe(next);
  });
});

describe('SPEC §4 video history lists videos and cloud recordings', () => {
  it.each([
    ['video', true],
    ['cloudRecording', true],
    ['image', false],
    ['file', false],
    [null, false],
  ] as const)('typeContent %s -> %s', (typeContent, recording) => {
    expect(isRecording({ typeContent })).toBe(recording);
  });
});

describe('SPEC §7 Other: the file library', () => {
  it.each([
    [
      { id: 1, s3Key: ' t/library/a.pdf ', description: ' A ', descriptionOption: null },
      { id: '1', s3Key: 't/library/a.pdf', fileName: 'a.pdf', description: 'A', descriptionOption: '', type: 'pdf' },
    ],
    [
      { id: 'x', s3Key: 'clip.mp4' },
      { id: 'x', s3Key: 'clip.mp4', fileName: 'clip.mp4', description: '', descriptionOption: '', type: 'video' },
    ],
    [
      { id: 2, s3Key: 'sheet.xlsx' },
      { id: '2', s3Key: 'sheet.xlsx', fileName: 'sheet.xlsx', description: '', descriptionOption: '', type: 'unknown' },
    ],
  ])('%j -> %j', (item, file) => {
    expect(libraryFiles([item])).toEqual([file]);
  });

  it('leaves out files without an S3 key', () => {
    expect(libraryFiles([{ id: 1, s3Key: '  ' }, { id: 2, s3Key: null }, { id: 3 }])).toEqual([]);
  });
});

describe('forwardProgress: what a listener hears of the reports', () => {
  it('only reports that move forward, clamped; remembers how far it got', () => {
    const heard: number[] = [];
    const progress = forwardProgress((f) => heard.push(f));
    for (const fraction of [0.2, 0.1, Number.NaN, 0.2, 0.7, 3, 1]) progress.report(fraction);
    expect(heard).toEqual([0.2, 0.7, 1]);
    expect(progress.reached).toBe(1);
  });
});
