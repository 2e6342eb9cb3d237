/** Where the fake video gateway plays remote users in a browser demo (absent headless: it records instead). */
export const RemoteMediaRendererToken = Symbol.for('RemoteMediaRenderer');
