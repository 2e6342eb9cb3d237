import { expect, type Page } from '@playwright/test';
import { SCREEN_SIZES } from './support';

/** At each of SCREEN_SIZES, no column of the page's tables sits under a pinned one (the row actions); the page gets `restore` back. */
export async function expectNoColumnUnderPinned(page: Page, restore = page.viewportSize()): Promise<void> {
  for (const size of SCREEN_SIZES) {
    await page.setViewportSize(size);
    const under = async () => (await layoutProblems(page)).filter((problem) => problem.includes('under the pinned'));
    await expect.poll(under, { message: `at ${size.width}x${size.height}` }).toEqual([]);
  }
  if (restore) await page.setViewportSize(restore);
}

/**
 * What a new user would trip over on the screen as it shows now, each a short line naming the element: text narrower
 * than its first word (a title squeezed to a letter a line), the page scrolling sideways, a toast over a control or
 * over what a table or a list says, a control cut by a frame that scrolls sideways (a table's row actions), content
 * above a scrolling frame's top (a centred block taller than its frame, whose first lines no scrolling reaches), and
 * the screen header's actions off screen or one of them alone on a row. The layout guard (layout-guard.spec.ts) measures every route with it; a spec whose screen the guard cannot
 * open (the live page during a call) measures it there.
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${el.tagName.toLowerCase()} "${text}"`;
    };
    const shown = (el: Element) => {
      const rect = el.getBoundingClientRect();
      if (rect.width < 2 || rect.height < 2) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
    };
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) problems.push(`the page scrolls sideways (${root.scrollWidth} > ${root.clientWidth})`);

    // Text narrower than its first word: the word cannot fit, so it breaks a letter a line (or is cut to nothing).
    const canvas = document.createElement('canvas').getContext('2d');
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const checked = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      const word = node.textContent?.trim().split(/\s+/)[0] ?? '';
      // Charts' SVG labels are laid out by the chart, not by the page's boxes.
      if (!el || el instanceof SVGElement || !canvas || word.length < 2 || checked.has(el) || !shown(el)) continue;
      checked.add(el);
      const style = getComputedStyle(el);
      // Visually hidden text (a screen reader's) is clipped to a pixel on purpose.
      if (style.position === 'absolute' && (style.clip.startsWith('rect') || style.clipPath.startsWith('inset'))) continue;
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const wordWidth = canvas.measureText(word).width;
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const box = el.getBoundingClientRect().width - padding;
      if (style.display !== 'inline' && box + 1 < Math.min(wordWidth, 120))
        problems.push(`${name(el)} is ${Math.round(box)}px wide, its first word ${Math.round(wordWidth)}px`);
    }

    // No toast over a control: what a toast covers cannot be clicked until it goes.
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, [role="button"], [role="tab"], [role="combobox"]'),
    ].filter((el) => shown(el) && !el.closest('[data-scope="toast"], [role="region"][aria-live]'));
    const toasts = [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].filter(shown);
    const modal = [...document.querySelectorAll('[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]')].find(shown);
    // Whether the part of `el` under the rectangle `t` is in view: not scrolled out of a frame that clips it.
    const inView = (el: Element, t: DOMRect) => {
      let top = Math.max(el.getBoundingClientRect().top, t.top);
      let bottom = Math.min(el.getBoundingClientRect().bottom, t.bottom);
      for (let frame = el.parentElement; frame && frame !== document.body; frame = frame.parentElement) {
        if (getComputedStyle(frame).overflowY === 'visible') continue;
        const f = frame.getBoundingClientRect();
        top = Math.max(top, f.top);
        bottom = Math.min(bottom, f.bottom);
      }
      return bottom - top > 1;
    };
    // Nor over what a table or a list says (the live page's message status, its call log): a toast that hides a row
    // for its seconds hides what the operator is reading.
    const content = [...document.querySelectorAll('main td, main th, main li')].filter(
      (el) => shown(el) && (el.textContent ?? '').trim() !== '',
    );
    for (const toast of toasts) {
      const t = toast.getBoundingClientRect();
      const under = (el: Element) => {
        const c = el.getBoundingClientRect();
        if (!(c.left < t.right && c.right > t.left && c.top < t.bottom && c.bottom > t.top) || toast.contains(el)) return false;
        // What the toast hides: at the middle of the overlap, the element would be seen were the toast not there.
        // An element already behind something else there (a form's content behind the actions held at its foot) is
        // not hidden by the toast; one the hit test cannot find (pointer-events: none) counts as hidden.
        const x = (Math.max(c.left, t.left) + Math.min(c.right, t.right)) / 2;
        const y = (Math.max(c.top, t.top) + Math.min(c.bottom, t.bottom)) / 2;
        const beneath = document.elementsFromPoint(x, y).filter((hit) => !hit.closest('[data-scope="toast"]'));
        const at = beneath.findIndex((hit) => hit === el || el.contains(hit));
        return at === -1 || beneath.slice(0, at).every((hit) => hit.contains(el));
      };
      // A control scrolled out of its frame is not covered, nor one behind an open modal dialog (nobody reaches it).
      for (const control of controls)
        if (under(control) && inView(control, t) && !(modal && !modal.contains(control))) problems.push(`a toast covers ${name(control)}`);
      for (const cell of content)
        if (under(cell) && inView(cell, t) && !cell.querySelector('td, th, li')) problems.push(`a toast covers ${name(cell)}`);
    }

    // No control cut by the frame that scrolls it sideways (a wide table's row actions): until scrolled it can be
    // neither seen nor reached.
    for (const control of controls) {
      for (let frame = control.parentElement; frame && frame !== document.body; frame = frame.parentElement) {
        const overflow = getComputedStyle(frame).overflowX;
        if (overflow !== 'auto' && overflow !== 'scroll') continue;
        if (frame.scrollWidth <= frame.clientWidth + 1) break;
        const f = frame.getBoundingClientRect();
        const c = control.getBoundingClientRect();
        const left = f.left + frame.clientLeft;
        if (c.left < left - 0.5 || c.right > left + frame.clientWidth + 0.5)
          problems.push(`${name(control)} is cut by its scrolling frame`);
        break;
      }
    }

    // No column under a pinned one: a table's cell that stays put (the row actions) while its frame, scrolled to its
    // start, already hides the columns under it; a new user does not know there is anything there to scroll to.
    for (const pinned of document.querySelectorAll('thead th, tbody tr:first-child td')) {
      if (getComputedStyle(pinned).position !== 'sticky' || !shown(pinned) || !pinned.parentElement) continue;
      const p = pinned.getBoundingClientRect();
      for (const cell of pinned.parentElement.children) {
        if (cell === pinned || !shown(cell) || getComputedStyle(cell).position === 'sticky') continue;
        const c = cell.getBoundingClientRect();
        if (c.right > p.left + 1 && c.left < p.right - 1) problems.push(`${name(cell)} is under the pinned ${name(pinned)}`);
      }
    }

    // Nothing above a scrolling frame's top while it is scrolled to its start: a block centred in a frame shorter than
    // it overflows upwards too, where no scrolling reaches (its title cut off).
    for (const frame of document.querySelectorAll('*')) {
      const overflow = getComputedStyle(frame).overflowY;
      if ((overflow !== 'auto' && overflow !== 'scroll') || frame.scrollTop > 0 || frame.scrollHeight <= frame.clientHeight + 1) continue;
      if (!shown(frame)) continue;
      const top = frame.getBoundingClientRect().top + frame.clientTop;
      for (const child of frame.children) {
        if (!shown(child) || getComputedStyle(child).position === 'absolute') continue;
        if (child.getBoundingClientRect().top < top - 1) problems.push(`${name(child)} starts above its scrolling frame's top`);
      }
    }

    // A form field's edge seen (WCAG 1.4.11, 3:1): its border against what is behind it, unless its own fill already
    // stands out that much. Chakra's default border (gray.200 on white, gray.800 on near-black) is about 1.3:1: the
    // fields of a form were boxes a new user could hardly see.
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const contrast = (a: number[], b: number[]) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light! + 0.05) / (dark! + 0.05);
    };
    const opaque = (colour: string) => rgb(colour).length === 3 || (rgb(colour)[3] ?? 0) >= 1;
    const behind = (el: Element) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const colour = getComputedStyle(up).backgroundColor;
        if (opaque(colour)) return rgb(colour);
      }
      return [255, 255, 255];
    };
    const faint: string[] = [];
    // The page's fields and those of an open dialog or drawer (a create or edit form, the search panel, the share dialog).
    for (const field of document.querySelectorAll<HTMLInputElement>(
      'input:not([type="checkbox"], [type="radio"], [type="range"], [type="file"]), textarea, select',
    )) {
      const style = getComputedStyle(field);
      if (
        !field.closest('main, [role="dialog"], [role="alertdialog"]') ||
        !shown(field) ||
        field.disabled ||
        style.borderTopStyle === 'none' ||
        parseFloat(style.borderTopWidth) === 0
      )
        continue;
      const back = behind(field);
      const fill = opaque(style.backgroundColor) ? contrast(rgb(style.backgroundColor), back) : 1;
      const edge = opaque(style.borderTopColor) ? contrast(rgb(style.borderTopColor), back) : 1;
      const label = (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim().slice(0, 40);
      if (Math.max(fill, edge) < 3) faint.push(`${field.tagName.toLowerCase()} "${label}" ${edge.toFixed(1)}:1`);
    }
    if (faint.length > 0) problems.push(`${faint.length} form field(s) with an edge under 3:1 against the page, the first ${faint[0]}`);
    // Switches, checkboxes and radios alike, anywhere (the app bar's theme switch): the box or track against what is
    // behind it (its fill or its edge), and a switch's thumb against its track. Chakra's unchecked ones are 1.5:1.
    const faintChecks: string[] = [];
    const checkable =
      '[data-scope="switch"][data-part="control"], [data-scope="checkbox"][data-part="control"], [data-scope="radio-group"][data-part="item-control"]';
    for (const control of document.querySelectorAll(checkable)) {
      if (!shown(control) || control.hasAttribute('data-disabled')) continue;
      const style = getComputedStyle(control);
      const back = behind(control);
      const fill = opaque(style.backgroundColor) ? contrast(rgb(style.backgroundColor), back) : 1;
      const bordered = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0 && opaque(style.borderTopColor);
      const edge = bordered ? contrast(rgb(style.borderTopColor), back) : 1;
      const label = name(control.closest('label') ?? control);
      if (Math.max(fill, edge) < 3) faintChecks.push(`${label} ${Math.max(fill, edge).toFixed(1)}:1`);
      const thumb = control.querySelector('[data-part="thumb"]');
      if (!thumb || !shown(thumb) || !opaque(style.backgroundColor)) continue;
      const onTrack = contrast(rgb(getComputedStyle(thumb).backgroundColor), rgb(style.backgroundColor));
      if (onTrack < 3) faintChecks.push(`${label}'s thumb ${onTrack.toFixed(1)}:1 on its track`);
    }
    if (faintChecks.length > 0)
      problems.push(`${faintChecks.length} switch(es), checkbox(es) or radio(s) under 3:1, the first ${faintChecks[0]}`);

    // The main actions in view: the screen header's controls are on screen.
    const headerControls = [...document.querySelectorAll('main header button, main header a[href]')].filter(shown);
    for (const control of headerControls) {
      const c = control.getBoundingClientRect();
      if (c.left < 0 || c.right > width + 0.5 || c.top < 0 || c.bottom > height + 0.5) problems.push(`${name(control)} is off screen`);
    }
    // And wrapped tidily: when they take more than one row, none is left alone on a row beside rows of several (the
    // "New incident" of the incident view, alone under six others at 1280 px in Portuguese).
    const rows = new Map<number, Element[]>();
    for (const control of headerControls) {
      const c = control.getBoundingClientRect();
      const row = [...rows.keys()].find((middle) => Math.abs(middle - (c.top + c.bottom) / 2) < 8) ?? (c.top + c.bottom) / 2;
      rows.set(row, [...(rows.get(row) ?? []), control]);
    }
    const fullest = Math.max(0, ...[...rows.values()].map((row) => row.length));
    for (const row of rows.values())
      if (row.length === 1 && fullest >= 3) problems.push(`${name(row[0]!)} is alone on a row of the header's actions`);
    return problems;
  });
}
