// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveShortcut } from '../../src/domain/live/live-shortcuts';
import { activateShortcutControl, LiveShortcutsModel } from '../../src/ui/incident/live/live-shortcuts.model';

/** A window that counts its keydown listeners. */
function countingTarget() {
  const target = new EventTarget();
  const listeners = new Set<unknown>();
  const add = target.addEventListener.bind(target);
  const remove = target.removeEventListener.bind(target);
  target.addEventListener = (type, listener, options) => {
    listeners.add(listener);
    add(type, listener, options);
  };
  target.removeEventListener = (type, listener, options) => {
    listeners.delete(listener);
    remove(type, listener, options);
  };
  return { target, listeners };
}

function keydown(from: EventTarget, init: KeyboardEventInit): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  from.dispatchEvent(event);
  return event;
}

let listening: LiveShortcutsModel | null = null;

/** A model listening on the document over `html`, disposed after the test. */
function listen(activate: (shortcut: LiveShortcut) => boolean, html = ''): LiveShortcutsModel {
  document.body.innerHTML = html;
  listening = new LiveShortcutsModel({ target: document, activate });
  listening.start();
  return listening;
}

const ALT_S = { key: 's', code: 'KeyS', altKey: true } as const;

afterEach(() => {
  listening?.dispose();
  listening = null;
  document.body.innerHTML = '';
});

describe('the live page’s shortcut listener', () => {
  it('listens from start to dispose, and leaves no listener behind', () => {
    const { target, listeners } = countingTarget();
    const activate = vi.fn(() => true);
    const model = new LiveShortcutsModel({ target, activate });
    expect(listeners.size).toBe(0);
    model.start();
    expect(listeners.size).toBe(1);
    keydown(target, ALT_S);
    model.dispose();
    expect(listeners.size).toBe(0);
    keydown(target, ALT_S);
    expect(activate).toHaveBeenCalledTimes(1);
    // React's strict mode starts it again after a dispose.
    model.start();
    model.start();
    expect(listeners.size).toBe(1);
    model.dispose();
    expect(listeners.size).toBe(0);
  });

  it('activates the shortcut’s control and keeps the key from the browser; a key it does not know passes', () => {
    const activated: LiveShortcut[] = [];
    listen((s) => (activated.push(s), true));
    expect(keydown(document.body, { key: 'm', code: 'KeyM', altKey: true }).defaultPrevented).toBe(true);
    expect(keydown(document.body, { key: 'x', code: 'KeyX', altKey: true }).defaultPrevented).toBe(false);
    expect(activated.map((s) => s.action)).toEqual(['mute']);
  });

  it('lets the browser have the key when the control is not on the page', () => {
    listen(() => false);
    expect(keydown(document.body, { key: 'b', code: 'KeyB', altKey: true }).defaultPrevented).toBe(false);
  });

  it('opens the help with ? outside a text field only, and hears nothing else while it is open', () => {
    const activate = vi.fn(() => true);
    const model = listen(activate, '<input id="chat" type="text" /><button id="b">b</button>');
    keydown(document.getElementById('chat')!, { key: '?', shiftKey: true });
    expect(model.helpOpen).toBe(false);
    keydown(document.getElementById('b')!, { key: '?', shiftKey: true });
    expect(model.helpOpen).toBe(true);
    keydown(document.body, ALT_S);
    expect(activate).not.toHaveBeenCalled();
    model.closeHelp();
    keydown(document.getElementById('chat')!, ALT_S);
    expect(activate).toHaveBeenCalledTimes(1);
  });

  it('ignores a key press a control already handled', () => {
    const activate = vi.fn(() => true);
    listen(activate, '<button id="b">b</button>');
    const button = document.getElementById('b')!;
    button.addEventListener('keydown', (event) => event.preventDefault());
    keydown(button, ALT_S);
    expect(activate).not.toHaveBeenCalled();
  });
});

describe('a shortcut does what its control does', () => {
  const stop: LiveShortcut = { action: 'stop', keys: 'Alt+S', altLetter: 's' };
  const chat: LiveShortcut = { action: 'chat', keys: 'Alt+C', altLetter: 'c' };

  it('presses the button and focuses the field that announce it', () => {
    document.body.innerHTML = '<button aria-keyshortcuts="Alt+S">Stop</button><label>Message <input aria-keyshortcuts="Alt+C" /></label>';
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    expect(activateShortcutControl(document, stop)).toBe(true);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(activateShortcutControl(document, chat)).toBe(true);
    expect(document.activeElement).toBe(document.querySelector('input'));
  });

  it.each([
    ['no such control', '<button>Stop</button>'],
    ['a disabled control', '<button disabled aria-keyshortcuts="Alt+S">Stop</button>'],
    ['a control under a dialog (aria-hidden)', '<div aria-hidden="true"><button aria-keyshortcuts="Alt+S">Stop</button></div>'],
    ['an inert control', '<div inert><button aria-keyshortcuts="Alt+S">Stop</button></div>'],
  ])('does nothing with %s', (_case, html) => {
    document.body.innerHTML = html;
    const onClick = vi.fn();
    document.querySelector('button')!.addEventListener('click', onClick);
    expect(activateShortcutControl(document, stop)).toBe(false);
    expect(onClick).not.toHaveBeenCalled();
  });
});
