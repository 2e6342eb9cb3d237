import { describe, expect, it } from 'vitest';
import {
  isTextEntry,
  LIVE_SHORTCUTS,
  shortcutFor,
  shortcutKeys,
  type FocusedElement,
  type KeyPress,
  type LiveShortcutAction,
} from '../../src/domain/live/live-shortcuts';

const press = (over: Partial<KeyPress>): KeyPress => ({
  key: '',
  code: '',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  inTextField: false,
  ...over,
});

describe('SPEC §2 live controls: the keyboard shortcuts of the live page', () => {
  it.each<[string, Partial<KeyPress>, LiveShortcutAction | null]>([
    ['Alt+C focuses the chat', { key: 'c', code: 'KeyC', altKey: true }, 'chat'],
    ['Alt+S stops', { key: 's', code: 'KeyS', altKey: true }, 'stop'],
    ['Alt+B blurs', { key: 'b', code: 'KeyB', altKey: true }, 'blur'],
    ['Alt+M mutes', { key: 'm', code: 'KeyM', altKey: true }, 'mute'],
    ['Alt+H shares', { key: 'h', code: 'KeyH', altKey: true }, 'share'],
    ['Caps Lock on: Alt+S', { key: 'S', code: 'KeyS', altKey: true }, 'stop'],
    ['Alt+S from the chat field (Alt types nothing)', { key: 's', code: 'KeyS', altKey: true, inTextField: true }, 'stop'],
    ['another layout: the letter counts, not the key', { key: 'm', code: 'Semicolon', altKey: true }, 'mute'],
    ["a Mac's Option+C outside a field", { key: 'ç', code: 'KeyC', altKey: true }, 'chat'],
    ["a Mac's Option+C in a field types ç", { key: 'ç', code: 'KeyC', altKey: true, inTextField: true }, null],
    ['? outside a field opens the help', { key: '?', code: 'Slash', shiftKey: true }, 'help'],
    ['? in a field is typed', { key: '?', code: 'Slash', shiftKey: true, inTextField: true }, null],
    ['a plain letter is never a shortcut', { key: 's', code: 'KeyS' }, null],
    ['Alt+D stays the browser’s (address bar)', { key: 'd', code: 'KeyD', altKey: true }, null],
    ['Alt+F stays the browser’s (menu)', { key: 'f', code: 'KeyF', altKey: true }, null],
    ['Alt+Shift+S is left alone', { key: 'S', code: 'KeyS', altKey: true, shiftKey: true }, null],
    ['Control+Alt+S (AltGr on Windows) is left alone', { key: 's', code: 'KeyS', altKey: true, ctrlKey: true }, null],
    ['Meta+Alt+S is left alone', { key: 's', code: 'KeyS', altKey: true, metaKey: true }, null],
    ['a held-down Alt+M toggles once', { key: 'm', code: 'KeyM', altKey: true, repeat: true }, null],
    ['Alt alone', { key: 'Alt', code: 'AltLeft', altKey: true }, null],
  ])('%s', (_case, over, action) => {
    expect(shortcutFor(press(over))?.action ?? null).toBe(action);
  });

  it('names each shortcut as aria-keyshortcuts does, one key each', () => {
    expect(LIVE_SHORTCUTS.map((shortcut) => [shortcut.action, shortcut.keys])).toEqual([
      ['chat', 'Alt+C'],
      ['stop', 'Alt+S'],
      ['blur', 'Alt+B'],
      ['mute', 'Alt+M'],
      ['share', 'Alt+H'],
      ['help', 'Shift+?'],
    ]);
    expect(new Set(LIVE_SHORTCUTS.map((shortcut) => shortcut.keys)).size).toBe(LIVE_SHORTCUTS.length);
    expect(shortcutKeys('stop')).toBe('Alt+S');
  });
});

describe('the focus is where text is typed', () => {
  it.each<[FocusedElement | null, boolean]>([
    [null, false],
    [{ tagName: 'BODY' }, false],
    [{ tagName: 'BUTTON' }, false],
    [{ tagName: 'INPUT', type: 'text' }, true],
    [{ tagName: 'INPUT', type: '' }, true],
    [{ tagName: 'INPUT', type: 'tel' }, true],
    [{ tagName: 'INPUT', type: 'search' }, true],
    [{ tagName: 'INPUT', type: 'text', readOnly: true }, false],
    [{ tagName: 'INPUT', type: 'checkbox' }, false],
    [{ tagName: 'INPUT', type: 'radio' }, false],
    [{ tagName: 'INPUT', type: 'range' }, false],
    [{ tagName: 'TEXTAREA' }, true],
    [{ tagName: 'TEXTAREA', readOnly: true }, false],
    [{ tagName: 'SELECT' }, false],
    [{ tagName: 'DIV', isContentEditable: true }, true],
  ])('%j → %s', (element, expected) => {
    expect(isTextEntry(element)).toBe(expected);
  });
});
