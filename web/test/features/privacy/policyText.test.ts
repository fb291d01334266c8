import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../../../upstreams/content/src/seed/privacy-policy.ts';
import { policyBlocks } from '../../../src/features/privacy/policyText.ts';

describe('policyBlocks', () => {
  it('reads headings, list lines and paragraphs, one block per empty-line gap', () => {
    expect(
      policyBlocks(
        '## What we keep\n\n- Your account\n- Your orders\n\nWe keep invoices\nfor 7 years.\r\n\r\n## Rights',
      ),
    ).toEqual([
      { kind: 'heading', text: 'What we keep' },
      { kind: 'list', items: ['Your account', 'Your orders'] },
      { kind: 'paragraph', text: 'We keep invoices for 7 years.' },
      { kind: 'heading', text: 'Rights' },
    ]);
  });

  it('keeps markup an editor typed as text (the page never renders it as HTML)', () => {
    expect(policyBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('reads the seeded policy of every language as three headed sections of lists', () => {
    for (const policy of Object.values(privacyPolicy)) {
      const blocks = policyBlocks(policy.body);
      expect(blocks.filter((block) => block.kind === 'heading')).toHaveLength(3);
      expect(blocks.every((block) => block.kind !== 'paragraph')).toBe(true);
    }
  });
});
