/** A block of the policy's body: a heading, a paragraph or a list. */
export type PolicyBlock =
  { kind: 'heading'; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * The privacy policy's body as content keeps it (upstreams/content README: plain text, blocks
 * separated by an empty line, `## ` a heading, `- ` list lines), in blocks the page renders as
 * React elements: an editor's text is never HTML on the page. Hand-written rather than a Markdown
 * library: three rules, and a Markdown renderer would add to every page's JavaScript and let an
 * editor's HTML through unless sanitised.
 */
export function policyBlocks(body: string): PolicyBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block): PolicyBlock => {
      if (block.startsWith('## ')) return { kind: 'heading', text: block.slice(3).trim() };
      const lines = block.split('\n').map((line) => line.trim());
      if (lines.every((line) => line.startsWith('- ')))
        return { kind: 'list', items: lines.map((line) => line.slice(2).trim()) };
      return { kind: 'paragraph', text: lines.join(' ') };
    });
}
