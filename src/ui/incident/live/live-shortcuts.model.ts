import { isTextEntry, shortcutFor, type LiveShortcut } from '../../../domain/live/live-shortcuts';
import { makeObservableExcept } from '../../shared/make-observable-except';

export interface LiveShortcutsParams {
  /** Where key presses are heard (the page's window). */
  readonly target: EventTarget;
  /**
   * Does what the shortcut's control does (see activateShortcutControl); false when that control is not on the page
   * or cannot be used now, and the key press is left to the browser.
   */
  readonly activate: (shortcut: LiveShortcut) => boolean;
}

/** The shortcuts of the page in `params.target` (the services are not needed: the controls do the work). */
export function createLiveShortcuts(_services: unknown, params: LiveShortcutsParams): LiveShortcutsModel {
  return new LiveShortcutsModel(params);
}

/**
 * The live page's keyboard shortcuts (src/domain/live/live-shortcuts.ts): one keydown listener, added on start and
 * removed on dispose, and the help dialog's state.
 */
export class LiveShortcutsModel {
  helpOpen = false;

  constructor(private readonly params: LiveShortcutsParams) {
    makeObservableExcept(this, ['params', 'onKeyDown']);
  }

  start(): void {
    this.params.target.addEventListener('keydown', this.onKeyDown);
  }

  dispose(): void {
    this.params.target.removeEventListener('keydown', this.onKeyDown);
  }

  openHelp(): void {
    this.helpOpen = true;
  }

  closeHelp(): void {
    this.helpOpen = false;
  }

  private readonly onKeyDown = (event: Event): void => {
    if (event.defaultPrevented || this.helpOpen || !isKeyboardEvent(event)) return;
    const shortcut = shortcutFor({
      key: event.key,
      code: event.code,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      shiftKey: event.shiftKey,
      repeat: event.repeat,
      inTextField: isTextEntry(focusedElement(event)),
    });
    if (!shortcut) return;
    const done = shortcut.action === 'help' ? (this.openHelp(), true) : this.params.activate(shortcut);
    if (done) event.preventDefault();
  };
}

function isKeyboardEvent(event: Event): event is KeyboardEvent {
  return typeof (event as Partial<KeyboardEvent>).key === 'string';
}

/** The element the key press came from, as plain values (the window itself when nothing has the focus). */
function focusedElement(event: Event) {
  const element = event.target as Partial<HTMLInputElement> | null;
  if (!element || typeof element.tagName !== 'string') return null;
  return {
    tagName: element.tagName,
    type: typeof element.type === 'string' ? element.type : '',
    isContentEditable: element.isContentEditable === true,
    readOnly: element.readOnly === true,
  };
}

/**
 * Does with the keyboard what a pointer does with the control that announces the shortcut (its aria-keyshortcuts):
 * a text field gets the focus, a button is pressed (Stop still asks first). Nothing happens when no such control is
 * shown, when it is disabled, or when a dialog hides it from assistive technology (aria-hidden, inert).
 */
export function activateShortcutControl(root: ParentNode, shortcut: LiveShortcut): boolean {
  const control = root.querySelector<HTMLElement>(`[aria-keyshortcuts="${shortcut.keys}"]`);
  if (!control || control.closest('[aria-hidden="true"], [inert]')) return false;
  if (control.matches(':disabled, [aria-disabled="true"], [data-loading]')) return false;
  if (control.tagName === 'INPUT' || control.tagName === 'TEXTAREA') control.focus();
  else control.click();
  return true;
}
