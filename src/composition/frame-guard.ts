import { languageFromSetting } from '../domain/language/language';
import { loadI18n } from '../ui/i18n/i18n';

/**
 * The headers file forbids framing (frame-ancestors 'none', X-Frame-Options), but a host that serves only the files
 * sends no headers, and a <meta> policy cannot carry frame-ancestors. So the console checks for itself at boot: framed
 * by a page of another origin (a clickjacking page laying its own buttons over the console's), it draws nothing.
 */
export function framedByAnotherOrigin(win: Window): boolean {
  if (win.top === win.self) return false;
  try {
    return win.top?.location.origin !== win.location.origin;
  } catch {
    // Reading another origin's location throws: that is exactly the case to refuse.
    return true;
  }
}

/** In place of the console: why it does not show here, in the browser's language, and where to open it instead. */
export async function showFramedNotice(root: HTMLElement, win: Window): Promise<void> {
  const i18n = await loadI18n(languageFromSetting(win.navigator.language.slice(0, 2)));
  const doc = root.ownerDocument;
  const main = doc.createElement('main');
  main.style.cssText = 'font-family: system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem; line-height: 1.5';
  const title = doc.createElement('h1');
  title.textContent = i18n.t('app_error.framed_title');
  const text = doc.createElement('p');
  text.textContent = i18n.t('app_error.framed_text');
  const address = doc.createElement('p');
  address.textContent = win.location.origin;
  main.append(title, text, address);
  root.replaceChildren(main);
}
