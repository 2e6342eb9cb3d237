/**
 * The live page's keyboard shortcuts: which key does what, written once for the listener, the help dialog and the
 * controls' aria-keyshortcuts.
 *
 * Alt with a letter types nothing on Windows and Linux, so those shortcuts work from a text field too (stop while
 * typing in the chat). Chromium keeps Alt+D, Alt+E and Alt+F (address bar, menu) and Alt+Shift+… for its toolbars;
 * NVDA, JAWS and Orca use Insert or Caps Lock, VoiceOver Control+Option, and their single-letter browse keys are why
 * no shortcut is a plain letter. On a Mac, Option with a letter types a character (Option+C is ç): in a text field
 * that character is typed and no shortcut fires; elsewhere the physical key counts.
 * `?` (help) types a character everywhere, so it counts only outside text fields.
 */
export type LiveShortcutAction = 'chat' | 'stop' | 'blur' | 'mute' | 'share' | 'help';

export interface LiveShortcut {
  readonly action: LiveShortcutAction;
  /** The aria-keyshortcuts value (WAI-ARIA: modifiers, then the key), also what the help dialog shows. */
  readonly keys: string;
  /** The lower-case letter pressed with Alt, or null for `?`. */
  readonly altLetter: string | null;
}

const alt = (action: LiveShortcutAction, letter: string): LiveShortcut => ({
  action,
  keys: `Alt+${letter.toUpperCase()}`,
  altLetter: letter,
});

/** In the order the help dialog lists them. */
export const LIVE_SHORTCUTS: readonly LiveShortcut[] = [
  alt('chat', 'c'),
  alt('stop', 's'),
  alt('blur', 'b'),
  alt('mute', 'm'),
  alt('share', 'h'),
  { action: 'help', keys: 'Shift+?', altLetter: null },
];

export function shortcutKeys(action: LiveShortcutAction): string {
  return LIVE_SHORTCUTS.find((shortcut) => shortcut.action === action)?.keys ?? '';
}

/** What a keydown says, as plain values (the UI reads them off the KeyboardEvent). */
export interface KeyPress {
  /** KeyboardEvent.key: the character or key name the layout produced. */
  readonly key: string;
  /** KeyboardEvent.code: the physical key ('KeyC'). */
  readonly code: string;
  readonly altKey: boolean;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly shiftKey: boolean;
  /** The key is held down (an auto-repeat would toggle blur or mute again and again). */
  readonly repeat?: boolean;
  /** The focus is where text is typed (see isTextEntry). */
  readonly inTextField: boolean;
}

/** The shortcut a key press means, or null (the press is left to the page and the browser). */
export function shortcutFor(press: KeyPress): LiveShortcut | null {
  // Control or Meta belong to the browser and the system; AltGr on Windows reports Control+Alt.
  if (press.ctrlKey || press.metaKey || press.repeat) return null;
  if (!press.altKey) {
    if (press.key !== '?' || press.inTextField) return null;
    return LIVE_SHORTCUTS.find((shortcut) => shortcut.action === 'help') ?? null;
  }
  if (press.shiftKey) return null;
  const key = press.key.toLowerCase();
  for (const shortcut of LIVE_SHORTCUTS) {
    const letter = shortcut.altLetter;
    if (!letter) continue;
    if (key === letter) return shortcut;
    // A Mac's Option+letter: the key typed a character; outside a text field the physical key is the shortcut.
    if (!press.inTextField && press.code === `Key${letter.toUpperCase()}`) return shortcut;
  }
  return null;
}

/** What the focused element is, as plain values. */
export interface FocusedElement {
  readonly tagName: string;
  /** The input's type attribute ('' when absent). */
  readonly type?: string;
  readonly isContentEditable?: boolean;
  readonly readOnly?: boolean;
}

/** Input types where a key types a character (buttons, checkboxes, radios, ranges, colours and files do not). */
const NON_TEXT_INPUTS = new Set(['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color', 'file', 'image', 'hidden']);

/** The focus is where text is typed: a text input, a textarea, an editable element. */
export function isTextEntry(element: FocusedElement | null): boolean {
  if (!element) return false;
  if (element.isContentEditable) return true;
  const tag = element.tagName.toLowerCase();
  if (tag === 'textarea') return !element.readOnly;
  if (tag !== 'input') return false;
  return !element.readOnly && !NON_TEXT_INPUTS.has((element.type ?? '').toLowerCase());
}
