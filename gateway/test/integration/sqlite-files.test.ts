import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startCommerce } from '@nails/commerce';
import { startContent } from '@nails/content';

describe('the upstreams create their SQLite files for their own user only', () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'sqlite-modes-'));
  afterAll(() => rmSync(varDir, { recursive: true, force: true }));

  it('commerce and content databases, and their WAL files, are 0600', async () => {
    const env = { VAR_DIR: varDir, LOG_LEVEL: 'warn', COMMERCE_WEBHOOK_URLS: '' };
    const content = await startContent({ host: '127.0.0.1', port: 0, env });
    const commerce = await startCommerce({ host: '127.0.0.1', port: 0, env });
    try {
      const files = [
        path.join(varDir, 'commerce', 'commerce.sqlite'),
        path.join(varDir, 'content', 'content.sqlite'),
      ];
      for (const file of files) {
        for (const candidate of [file, `${file}-wal`, `${file}-shm`]) {
          if (candidate !== file && !existsSync(candidate)) continue;
          // Nothing for the group or for others: not even read.
          expect({ file: candidate, mode: (statSync(candidate).mode & 0o777).toString(8) }).toEqual({
            file: candidate,
            mode: '600',
          });
        }
        expect(existsSync(`${file}-wal`)).toBe(true);
      }
    } finally {
      await commerce.close();
      await content.close();
    }
  }, 120_000);
});
