import type { EnvironmentOptions } from 'vite';
import { describe, expect, it } from 'vitest';
import { serverEntryProduction } from '../../build/server-entry-production.ts';

const environmentConfig = (name: string) =>
  (serverEntryProduction().configEnvironment as (name: string) => EnvironmentOptions | undefined)(name);

describe('the server entry’s libraries', () => {
  it('are bundled into the server entry in their production builds, and only by a build', () => {
    expect(serverEntryProduction().apply).toBe('build');
    expect(environmentConfig('ssr')).toEqual({
      resolve: { noExternal: true },
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  });

  it('leave the browser’s build as it is', () => {
    expect(environmentConfig('client')).toBeUndefined();
  });
});
