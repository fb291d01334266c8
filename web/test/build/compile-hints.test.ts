import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHint, compileHintBanner } from '../../build/compile-hints.ts';

type RenderedChunk = Rolldown.RenderedChunk;

const chunkOf = (...moduleIds: string[]) => ({ moduleIds }) as unknown as RenderedChunk;

describe('the compile hint on built chunks', () => {
  it("starts React DOM's client chunk, wherever node_modules is", () => {
    expect(
      compileHintBanner(
        chunkOf(
          '/repo/node_modules/scheduler/cjs/scheduler.production.js',
          '/repo/node_modules/react-dom/cjs/react-dom-client.production.js',
          '/repo/node_modules/react-dom/client.js',
        ),
      ),
    ).toBe(compileHint);
    expect(
      compileHintBanner(chunkOf('C:\\repo\\node_modules\\react-dom\\cjs\\react-dom-client.production.js')),
    ).toBe(compileHint);
  });

  it('leaves the other libraries and the app without it', () => {
    for (const ids of [
      ['/repo/node_modules/relay-runtime/lib/index.js'],
      ['/repo/node_modules/react-dom/cjs/react-dom.production.js', '/repo/node_modules/react-dom/index.js'],
      ['/repo/web/src/app/start.tsx'],
    ])
      expect(compileHintBanner(chunkOf(...ids))).toBe('');
  });
});
