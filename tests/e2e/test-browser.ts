/**
 * The browser the suites run as: a user who chose English (the specs read the English words; without a choice a
 * sign-in shows the tenant's default language, Spanish on tenant_5) and whose system prefers the dark colour scheme
 * (the console's default theme). A test about those choices opens a context with `storageState: EMPTY_STORAGE` or
 * another `colorScheme`.
 */
export function testBrowser(origin: string) {
  return {
    colorScheme: 'dark' as const,
    storageState: { cookies: [], origins: [{ origin, localStorage: [{ name: 'currentLanguage', value: 'en' }] }] },
  };
}

/** A browser nobody has used: no stored choice of language or theme. */
export const EMPTY_STORAGE = { cookies: [], origins: [] };
