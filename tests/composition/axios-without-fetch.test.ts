import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axiosWithoutFetch } from '../../build/axios-without-fetch';

const plugin = axiosWithoutFetch();
const resolve = (source: string, importer: string | undefined) =>
  (plugin.resolveId as (source: string, importer: string | undefined) => string | null)(source, importer);
const ADAPTERS = path.resolve('node_modules/axios/lib/adapters/adapters.js');

describe("the builds' axios without its fetch adapter", () => {
  it("replaces axios's own import of its fetch adapter, and nothing else named fetch.js", () => {
    expect(resolve('./fetch.js', ADAPTERS)).toMatch(/build[\\/]axios-no-fetch\.ts$/);
    expect(resolve('./fetch.js', path.resolve('src/adapters/real/fetch.js'))).toBeNull();
    expect(resolve('./xhr.js', ADAPTERS)).toBeNull();
    expect(resolve('./fetch.js', undefined)).toBeNull();
  });

  it("still matches the installed axios: its adapters import './fetch.js' and read getFetch from it", () => {
    const text = readFileSync(ADAPTERS, 'utf8');
    expect(text).toContain("import * as fetchAdapter from './fetch.js';");
    expect(text).toContain('fetchAdapter.getFetch');
  });

  it('the stand-in offers no fetch adapter', async () => {
    const standIn = await import('../../build/axios-no-fetch');
    expect(standIn.getFetch()).toBe(false);
  });
});
