import type { Browser } from '@playwright/test';
import type * as PdfJs from 'pdfjs-dist';
import { decode } from 'fast-png';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** A page of a PDF as the reader sees it: its pixels, RGBA, row by row. */
export interface RenderedPage {
  readonly png: Buffer;
  readonly width: number;
  readonly height: number;
  readonly rgba: Uint8Array;
}

/**
 * Draws the first page of a PDF as a reader would show it, with pdf.js in a blank page of the test browser (its
 * canvas, no server), `scale` pixels to the point.
 */
export async function renderFirstPage(browser: Browser, data: Uint8Array, scale = 2): Promise<RenderedPage> {
  const [library, worker] = await Promise.all([
    readFile(require.resolve('pdfjs-dist/build/pdf.min.mjs'), 'utf8'),
    readFile(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'), 'utf8'),
  ]);
  const viewer = await browser.newPage();
  try {
    const url = await viewer.evaluate(
      async ({ library: code, worker: workerCode, bytes, pixels }) => {
        const asModule = (text: string) => URL.createObjectURL(new Blob([text], { type: 'text/javascript' }));
        const pdfjs = (await import(/* @vite-ignore */ asModule(code))) as typeof PdfJs;
        pdfjs.GlobalWorkerOptions.workerSrc = asModule(workerCode);
        const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
        const page = await pdf.getPage(1);
        const viewport = page.getViewport({ scale: pixels });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await page.render({ canvasContext: canvas.getContext('2d')!, viewport }).promise;
        return canvas.toDataURL('image/png');
      },
      { library, worker, bytes: Array.from(data), pixels: scale },
    );
    const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
    const image = decode(png);
    const rgba = new Uint8Array(image.width * image.height * 4);
    for (let i = 0, j = 0; i < image.width * image.height; i++, j += image.channels) {
      rgba.set([image.data[j]!, image.data[j + 1]!, image.data[j + 2]!, image.channels === 4 ? image.data[j + 3]! : 255], i * 4);
    }
    return { png, width: image.width, height: image.height, rgba };
  } finally {
    await viewer.close();
  }
}
