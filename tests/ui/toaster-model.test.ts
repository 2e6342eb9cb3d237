import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LEAVE_MS, ToasterModel } from '../../src/ui/shared/toaster.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** Makes a toast and draws it, as the toaster's view does. */
const drawn = (toaster: ToasterModel, options: Parameters<ToasterModel['create']>[0]) => {
  const id = toaster.create(options);
  toaster.shown(id);
  return id;
};

const shown = (toaster: ToasterModel) => toaster.toasts.map((toast) => `${toast.state} ${toast.title}`);

describe('the toaster model', () => {
  it("counts a toast's time from when it is drawn, not from when it was made", () => {
    const toaster = new ToasterModel();
    const id = toaster.create({ title: 'Link read', duration: 2000 });
    vi.advanceTimersByTime(10_000);
    expect(toaster.isVisible(id)).toBe(true);
    toaster.shown(id);
    toaster.shown(id);
    vi.advanceTimersByTime(1999);
    expect(toaster.isVisible(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toaster.isVisible(id)).toBe(false);
  });

  it('closes a toast when its time is up, then takes it off once it has faded', () => {
    const toaster = new ToasterModel();
    const id = drawn(toaster, { title: 'Saved', duration: 3000 });
    vi.advanceTimersByTime(2999);
    expect(toaster.isVisible(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(shown(toaster)).toEqual(['closed Saved']);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(toaster.toasts).toEqual([]);
  });

  it('gives a toast that does not say its time 5 s, and keeps one of Infinity until it is closed', () => {
    const toaster = new ToasterModel();
    const plain = drawn(toaster, { title: 'Plain' });
    const kept = drawn(toaster, { title: 'Kept', duration: Infinity });
    vi.advanceTimersByTime(5000);
    expect(toaster.isVisible(plain)).toBe(false);
    vi.advanceTimersByTime(60 * 60_000);
    expect(toaster.isVisible(kept)).toBe(true);
    toaster.dismiss(kept);
    expect(toaster.isVisible(kept)).toBe(false);
  });

  it('shows the newest three: a fourth closes the oldest still open', () => {
    const toaster = new ToasterModel();
    for (const title of ['Read', 'Clicked', 'Refused camera', 'Accepted location']) drawn(toaster, { title, duration: 60_000 });
    expect(shown(toaster)).toEqual(['open Accepted location', 'open Refused camera', 'open Clicked', 'closed Read']);
    expect(toaster.getVisibleToasts().map((toast) => toast.title)).toEqual(['Accepted location', 'Refused camera', 'Clicked']);
  });

  it('stands its time still while paused for any reason, and runs the rest once every reason is gone', () => {
    const toaster = new ToasterModel();
    const id = drawn(toaster, { title: 'Push', duration: 8000 });
    vi.advanceTimersByTime(5000);
    toaster.pause('hover');
    toaster.pause('hidden');
    vi.advanceTimersByTime(60_000);
    toaster.resume('hover');
    vi.advanceTimersByTime(60_000);
    expect(toaster.isVisible(id)).toBe(true);
    toaster.resume('hidden');
    vi.advanceTimersByTime(2999);
    expect(toaster.isVisible(id)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(toaster.isVisible(id)).toBe(false);
  });

  it('a toast made while paused waits for the resume; dismissing with no id closes every toast', () => {
    const toaster = new ToasterModel();
    toaster.pause('focus');
    const waiting = drawn(toaster, { title: 'Waiting', duration: 1000 });
    drawn(toaster, { title: 'Other', duration: 60_000 });
    vi.advanceTimersByTime(10_000);
    expect(toaster.isVisible(waiting)).toBe(true);
    toaster.resume('focus');
    vi.advanceTimersByTime(1000);
    expect(toaster.isVisible(waiting)).toBe(false);
    toaster.dismiss();
    expect(toaster.getVisibleToasts()).toEqual([]);
    vi.advanceTimersByTime(TOAST_LEAVE_MS);
    expect(toaster.toasts).toEqual([]);
  });

  it('clear (the screen that shows them goes) takes every toast off at once and leaves no timer running', () => {
    const toaster = new ToasterModel();
    drawn(toaster, { title: 'Link read', duration: 2000 });
    const closing = drawn(toaster, { title: 'Camera accepted', duration: 3000 });
    toaster.dismiss(closing);
    expect(vi.getTimerCount()).toBe(2);
    toaster.clear();
    expect(toaster.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
