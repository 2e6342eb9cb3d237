import { describe, expect, it } from 'vitest';
import {
  MAX_LIBRARY_FILE_BYTES,
  libraryFileSchema,
  libraryUploadProblem,
  predefinedDescriptionSchema,
  videoTemplateSchema,
} from '../../src/domain/admin/catalogue-schemas';
import { validateForm } from '../../src/domain/admin/form-validation';
import { isSignedLinkFresh, signedLink, SIGNED_LINK_MARGIN_MS } from '../../src/domain/media/signed-link';
import { videoTemplates } from '../../src/domain/media/video-template';

const T0 = Date.UTC(2026, 0, 15, 12);

describe('SPEC §7 Other, §9: a signed URL is valid 1200 s and a stale one is never used', () => {
  const link = signedLink('https://bucket/a.pdf?sig', T0);

  it('ends 1200 s after it was signed (or after the validity given)', () => {
    expect(link.expiresAt).toBe(T0 + 1_200_000);
    expect(signedLink('u', T0, 60).expiresAt).toBe(T0 + 60_000);
    expect(signedLink('u', T0, -5).expiresAt).toBe(T0);
  });

  it.each([
    ['just signed', 0, true],
    ['ten minutes on', 600_000, true],
    ['just before the margin', 1_200_000 - SIGNED_LINK_MARGIN_MS - 1, true],
    ['within the last 30 s', 1_200_000 - SIGNED_LINK_MARGIN_MS, false],
    ['at its end', 1_200_000, false],
    ['an hour later', 3_600_000, false],
  ])('%s: fresh %s', (_when, elapsed, fresh) => {
    expect(isSignedLinkFresh(link, T0 + elapsed)).toBe(fresh);
  });

  it.each([
    ['none', null],
    ['undefined', undefined],
    ['an end that is not a number', { url: 'u', expiresAt: Number.NaN }],
  ])('%s is never fresh', (_name, value) => {
    expect(isSignedLinkFresh(value, T0)).toBe(false);
  });
});

describe('the library upload: a file is checked before any call', () => {
  it.each([
    ['no file', null, 'file-required'],
    ['a nameless file', { name: '  ', size: 10 }, 'file-required'],
    ['an empty file', { name: 'a.pdf', size: 0 }, 'file-empty'],
    ['a file over the limit', { name: 'a.mp4', size: MAX_LIBRARY_FILE_BYTES + 1 }, 'file-too-large'],
    ['a file at the limit', { name: 'a.mp4', size: MAX_LIBRARY_FILE_BYTES }, null],
    ['any type', { name: 'contacts.xlsx', size: 12 }, null],
  ] as const)('%s: %s', (_name, file, problem) => {
    expect(libraryUploadProblem(file)).toBe(problem);
  });
});

describe('SPEC §3, §5: the catalogue forms (label and description required, trimmed, 255 at most, no markup)', () => {
  it.each([
    [
      libraryFileSchema,
      { description: ' Map ', descriptionOption: ' Maps ' },
      { ok: true, value: { description: 'Map', descriptionOption: 'Maps' } },
    ],
    [
      libraryFileSchema,
      { description: '', descriptionOption: 'x' },
      { ok: false, error: { kind: 'invalid', fields: { description: 'required' } } },
    ],
    [
      libraryFileSchema,
      { description: 'x'.repeat(256), descriptionOption: '<b>' },
      { ok: false, error: { kind: 'invalid', fields: { description: 'too-long', descriptionOption: 'markup' } } },
    ],
    [
      predefinedDescriptionSchema,
      { descriptionOption: ' ', description: ' ' },
      { ok: false, error: { kind: 'invalid', fields: { descriptionOption: 'required', description: 'required' } } },
    ],
    [videoTemplateSchema, { name: 'x'.repeat(121) }, { ok: false, error: { kind: 'invalid', fields: { name: 'too-long' } } }],
    [videoTemplateSchema, { name: ' Welcome ' }, { ok: true, value: { name: 'Welcome' } }],
  ] as const)('%#', (schema, input, expected) => {
    expect(validateForm(schema as Parameters<typeof validateForm>[0], input)).toEqual(expected);
  });
});

describe('SPEC §3 video templates: only the id is shown, the rest read as sent', () => {
  it('reads the name and the file, leaving out templates without an id', () => {
    expect(
      videoTemplates([
        { id: 1, name: ' Welcome ', fileName: 'welcome.mp4' } as never,
        { id: '2', title: 'Safety', s3Key: 'tenant_5/templates/safety.mov' } as never,
        { id: 3 },
        { id: null, name: 'lost' } as never,
        { id: 4, name: 7, file: 'x/y/z.mp4' } as never,
      ]),
    ).toEqual([
      { id: '1', name: 'Welcome', fileName: 'welcome.mp4' },
      { id: '2', name: 'Safety', fileName: 'safety.mov' },
      { id: '3', name: '', fileName: null },
      { id: '4', name: '7', fileName: 'z.mp4' },
    ]);
  });
});
