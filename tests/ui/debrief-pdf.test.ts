import { readFileSync } from 'node:fs';
import path from 'node:path';
import { inflateSync } from 'node:zlib';
import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { computeDebrief, DEFAULT_DEBRIEF_CONFIG } from '../../src/domain/training/debrief';
import type { DebriefReport } from '../../src/domain/training/debrief-report';
import type { DrillEvent } from '../../src/domain/training/drill-event';
import { A4_MM, openPdf, PAPER_PDF_THEME } from '../../src/ui/shared/pdf/pdf-writer';
import { renderDebriefPdf, writeDebriefPdf } from '../../src/ui/training/panel/debrief-pdf';

const locale = (file: string) =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${file}.json`), 'utf8')) as object;

/** The console's words with the training console's added to them, as the browser has them on the trainer's console. */
async function translator(lang: string): Promise<TFunction> {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: lang, resources: { [lang]: { translation: locale(lang) } }, interpolation: { escapeValue: false } });
  i18n.addResourceBundle(lang, 'translation', locale(`training/${lang}`), true, true);
  return i18n.t;
}

const e = (at: number, kind: DrillEvent['kind'], detail?: string): DrillEvent =>
  detail === undefined ? { at, kind } : { at, kind, detail };

/** A long drill: every kind of line, long chat text, enough events for a second page. */
const EVENTS: DrillEvent[] = [
  e(-42, 'drillStarted'),
  e(0, 'linkSent', 'sms'),
  e(3, 'delivery', 'read'),
  e(8, 'alert', 'refused_camera'),
  e(9, 'callerJoined'),
  e(15, 'firstLocation'),
  e(20, 'callerChat', 'I am at the corner of the long avenue by the old market, next to the pharmacy with the green sign'),
  e(20, 'alert', 'caller_wrote'),
  e(50, 'injected', 'latency'),
  e(52, 'injected', 'chat:Is the door open?'),
  e(50, 'alert', 'slow_network'),
  ...Array.from({ length: 40 }, (_, i) => e(60 + i * 5, 'step', `${i}:walk`)),
  e(300, 'stop', 'operator'),
  e(300, 'ended'),
];

function report(): DebriefReport {
  const debrief = computeDebrief(
    EVENTS,
    [
      { index: 0, expect: 'toast', subject: 'message_status.link_read', met: true, at: 3, by: 7 },
      { index: 1, expect: 'streamShown', met: false, at: null, by: 13 },
      { index: 2, expect: 'mediaCount', subject: '2', met: false, at: null, by: 70, unchecked: true },
      { index: 3, expect: 'sessionEnded', subject: 'operatorStop', met: true, at: 300, by: null },
    ],
    { targets: { firstVideo: 15, firstLocation: 30 }, weights: {}, reactionWindowSeconds: 30, reactions: {} },
  );
  return {
    scenario: 'Caller denies the camera',
    fileName: '2-denies-camera.json',
    trainee: 'operator@public.demo',
    trainer: 'Ana Trainer',
    startedAt: Date.UTC(2026, 10, 29, 9, 30),
    durationSeconds: 342,
    debrief,
    events: EVENTS,
    recordings: [
      { filename: 'call-7-1.mp4', url: 'https://room.example/demo/recordings/files/public/7/call-7-1.mp4?key=k', from: 12, to: 47.5 },
      { filename: 'call-7-2.mp4', url: 'https://room.example/demo/recordings/files/public/7/call-7-2.mp4?key=k', from: null, to: null },
    ],
  };
}

interface Placed {
  readonly page: number;
  readonly text: string;
  readonly left: number;
  readonly right: number;
  readonly top: number;
  readonly bottom: number;
}

/** Writes the debrief and keeps every line jsPDF places: its page and its box (mm), from the font's own metrics. */
async function placedLines(lang: string, written: DebriefReport = report()): Promise<Placed[]> {
  const pdf = await openPdf();
  const doc = pdf.doc;
  const placed: Placed[] = [];
  const write = doc.text.bind(doc);
  doc.text = ((text: string | string[], x: number, y: number, ...rest: unknown[]) => {
    const size = doc.getFontSize() * 0.3528;
    for (const [index, line] of (Array.isArray(text) ? text : [text]).entries()) {
      const baseline = y + index * size * 1.15;
      placed.push({
        page: doc.getCurrentPageInfo().pageNumber,
        text: line,
        left: x,
        right: x + doc.getTextWidth(line),
        top: baseline - size * 0.8,
        bottom: baseline + size * 0.2,
      });
    }
    return (write as (...args: unknown[]) => unknown)(text, x, y, ...rest);
  }) as typeof doc.text;
  writeDebriefPdf(pdf, await translator(lang), written);
  return placed;
}

const overlaps = (a: Placed, b: Placed) =>
  a.page === b.page && a.left < b.right - 0.01 && b.left < a.right - 0.01 && a.top < b.bottom - 0.01 && b.top < a.bottom - 0.01;

describe('the debrief PDF', () => {
  it.each(['en', 'pt', 'es'])('lays out on A4 without one line over another, inside the page (%s)', async (lang) => {
    const lines = await placedLines(lang);
    expect(new Set(lines.map((l) => l.page)).size).toBeGreaterThan(1);
    const clashes = lines.flatMap((a, i) =>
      lines
        .slice(i + 1)
        .filter((b) => overlaps(a, b))
        .map((b) => `"${a.text}" / "${b.text}"`),
    );
    expect(clashes).toEqual([]);
    for (const line of lines) {
      expect(line.left, line.text).toBeGreaterThanOrEqual(0);
      expect(line.right, line.text).toBeLessThanOrEqual(A4_MM.width - 10);
      expect(line.bottom, line.text).toBeLessThanOrEqual(A4_MM.height);
    }
  });

  it('names the trainee, the trainer, the scenario, the date and the duration, and says the score once', async () => {
    const text = (await placedLines('en')).map((l) => l.text);
    for (const words of ['Trainee', 'operator@public.demo', 'Trainer', 'Ana Trainer', 'Scenario', 'Caller denies the camera'])
      expect(text).toContain(words);
    expect(text).toContain('2026-11-29 09:30 UTC');
    expect(text).toContain('05:42');
    expect(text.filter((l) => l === 'Score')).toHaveLength(1);
    expect(text.join(' ')).not.toMatch(/Score Score/);
    expect(text.join('\n')).toMatch(/Caller wrote in the chat: "I am at the corner of the long avenue.*\n?.*": no reaction within 30 s/);
    expect(text.join('\n')).toMatch(/Caller's video shown\n?.*missed: never happened \(due by 00:13\)/);
    // What an expectation names is in words, never the scenario file's code.
    expect(text).toContain('The caller read the link: met at 00:03');
    expect(text).toContain('the trainee stops: met at 05:00');
    expect(text.join(' ')).not.toMatch(/message_status|operatorStop/);
    // A line the trainer typed is quoted with plain quotes the page's font has (not '?').
    expect(text).toContain('Trainer injected: Writes in the chat: "Is the door open?"');
  });

  it('shows, under "First video", when the trainee’s screen first showed the caller’s picture and how long after', async () => {
    const events = [...EVENTS, e(12, 'firstVideo'), e(16.2, 'videoShown')];
    const debrief = computeDebrief(events, [], { ...DEFAULT_DEBRIEF_CONFIG, targets: { firstVideo: 15 } });
    const text = (await placedLines('en', { ...report(), debrief, events })).map((l) => l.text).join('\n');
    expect(text).toMatch(/First video\n00:12 \(target 00:15\)\nOn the trainee's screen\n00:16, 4\.2 s after the caller published it/);
    expect(text).toContain("Trainee's screen showed the video");
    const never = (await placedLines('es')).map((l) => l.text).join('\n');
    expect(never).not.toContain('En la pantalla del alumno');
    const unseen = computeDebrief([...EVENTS, e(12, 'firstVideo')], []);
    const pt = (await placedLines('pt', { ...report(), debrief: unseen })).map((l) => l.text).join('\n');
    expect(pt).toContain('Na tela do treinando\nnão mostrado (a página do treinando não informou nenhuma imagem)');
  });

  it.each([
    ['en', 'Signatures', 'Signature', 'Date'],
    ['pt', 'Assinaturas', 'Assinatura', 'Data'],
    ['es', 'Firmas', 'Firma', 'Fecha'],
  ])('ends with where the trainer and the trainee sign, with the date, on one page (%s)', async (lang, heading, sign, date) => {
    const lines = await placedLines(lang);
    const start = lines.findLastIndex((l) => l.text === heading);
    expect(start).toBeGreaterThan(0);
    const block = lines.slice(start).filter((l) => l.text !== '' && !/ - (page|página) /.test(l.text));
    expect(block.map((l) => l.text.replace(/_+/g, '_'))).toEqual([
      heading,
      expect.any(String),
      'Ana Trainer',
      `${sign} _    ${date} _`,
      expect.any(String),
      'operator@public.demo',
      `${sign} _    ${date} _`,
    ]);
    expect(new Set(block.map((l) => l.page)).size).toBe(1);
    // Room to sign above each line.
    expect(block[3]!.top - block[2]!.bottom).toBeGreaterThan(6);
  });

  it('lists the call’s recordings: which clip, where it starts on the drill’s clock, how long it runs', async () => {
    const text = (await placedLines('en')).map((l) => l.text);
    expect(text).toContain('Recordings');
    expect(text.join('\n')).toMatch(/00:12\n?call-7-1\.mp4, 35\.5 s/);
    expect(text.join('\n')).toMatch(/[—-]\n?call-7-2\.mp4 \(its start and length were not told\)/);
    const none = (await placedLines('pt', { ...report(), recordings: [] })).map((l) => l.text);
    expect(none).toContain('Gravações');
    expect(none).toContain('Nenhuma gravação da chamada foi guardada.');
  });

  it('says a drill ended before anything was due is not scored, and what was left out, never a score out of 100', async () => {
    const events = [e(-20, 'drillStarted'), e(0, 'linkSent', 'sms'), e(4, 'stop', 'server'), e(4, 'ended')];
    const debrief = computeDebrief(events, [{ index: 0, expect: 'streamShown', met: false, at: null, by: 13 }], {
      targets: { callerJoined: 15 },
      weights: {},
      reactionWindowSeconds: 30,
      reactions: {},
    });
    const text = (await placedLines('en', { ...report(), debrief, events, durationSeconds: 24 })).map((l) => l.text).join(' ');
    expect(text).toMatch(/Score Not scored/);
    expect(text).toMatch(
      /Not scored: the call was ended at 00:04, before anything was due\. Left out: Caller joined the video \(target 00:15\), 1 expectation not due yet\./,
    );
    expect(text).toMatch(/How the score is made Nothing was due when the call was ended: no line to score\./);
    expect(text).not.toMatch(/out of 100|full marks/);
  });

  it('prints dark on a white page, as a debrief to sign on paper (not the console’s dark page)', async () => {
    const blob = await renderDebriefPdf(await translator('en'), report());
    expect(PAPER_PDF_THEME.page).toEqual([255, 255, 255]);
    expect(blob.size).toBeGreaterThan(1000);
    // The document as written: its first page is filled white before anything is drawn on it ("1. g": grey level 1).
    const bytes = Buffer.from(await blob.arrayBuffer());
    const start = bytes.indexOf('stream\n') + 'stream\n'.length;
    const firstPage = inflateSync(bytes.subarray(start, bytes.indexOf('endstream', start))).toString('latin1');
    expect(firstPage.match(/^(.*) (?:g|rg)$/m)?.[1]).toBe('1.');
  });
});
