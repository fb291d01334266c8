import { describe, expect, it } from 'vitest';
import { plainText } from '../../src/lib/plain-text.ts';

describe('plainText', () => {
  it('drops tags and decodes entities as a browser would', () => {
    const html = '<p>Gel &amp; chrome <strong>nails</strong>&nbsp;&#8211; 24&#x20AC;</p>\n<style>p{}</style>';
    expect(plainText(html)).toBe(new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim());
  });

  it('keeps text that only looks like markup', () => {
    expect(plainText('Sizes 0 &lt; 14 &unknown; left')).toBe('Sizes 0 < 14 &unknown; left');
  });
});
