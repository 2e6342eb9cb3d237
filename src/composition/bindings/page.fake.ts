import { BrowserPage } from '../../application/ports/browser-page.port';
import { IdGenerator } from '../../application/ports/id-generator.port';
import { Randomness } from '../../application/ports/randomness.port';
import { FakeBrowserPage } from '../../adapters/fake/browser-page.fake';
import { FakeIdGenerator } from '../../adapters/fake/id-generator.fake';
import { FakeRandomness } from '../../adapters/fake/randomness.fake';
import { WindowBrowserPage } from '../../adapters/real/browser-page.adapter';
import { CryptoRandomness } from '../../adapters/real/crypto-randomness.adapter';
import type { BindingContext } from './binding-context';
import { value } from './bind';

const inBrowser = typeof window !== 'undefined' && typeof window.addEventListener === 'function';

/**
 * Demo mode, before sign-in, without the world: ids and the page. In a browser the page is the real window (the demo
 * reloads on a language change, and hears online/offline); headless it is a FakeBrowserPage that tests drive.
 */
export function bindFakePage(context: BindingContext): void {
  value(context, IdGenerator, new FakeIdGenerator(context.config.demoSeed));
  // The demo's ids repeat on every run, but each browser's device id must be its own (it is what tells devices apart).
  value(context, Randomness, inBrowser ? new CryptoRandomness() : new FakeRandomness());
  value(context, BrowserPage, inBrowser ? new WindowBrowserPage(window) : new FakeBrowserPage());
}
