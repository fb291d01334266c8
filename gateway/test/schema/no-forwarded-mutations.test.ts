import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadCommerceSdl } from '@nails/schema/commerce-capabilities.ts';
import { printGatewaySchema } from '../../src/schema/print.ts';
import { commerceReads, loadCommerceSchema } from '../../src/schema/stitch.ts';

/**
 * The rule of gateway README "How a request flows": every change a shopper makes is a command of
 * the gateway's own schema; the gateway never learns what happened by scanning a document it
 * forwards. These checks fail when a scanner of mutation names comes back under `src/`.
 */
const srcDir = path.join(import.meta.dirname, '..', '..', 'src');
const sources = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts'))
  .map((file) => ({ file, text: readFileSync(path.join(srcDir, file), 'utf8') }));

const commerce = buildSchema(loadCommerceSdl(), { assumeValidSDL: true });
const commerceMutations = Object.keys(
  (() => {
    const root = commerce.getMutationType() ?? commerce.getType('RootMutation');
    return root && isObjectType(root) ? root.getFields() : {};
  })(),
);

/** What a scan of a forwarded document looks like: an operation's kind or a root field's name tested. */
const scans = [
  { what: "an operation tested for 'mutation'", pattern: /\.operation\s*[!=]==?\s*['"]mutation['"]/ },
  {
    what: 'a field name compared with a commerce mutation',
    pattern: new RegExp(`name\\.value\\s*[!=]==?\\s*['"](${commerceMutations.join('|')})['"]`),
  },
  {
    what: 'root fields searched for a commerce mutation',
    pattern: new RegExp(`root(?:Aliases|FieldsOf)\\([^)]*['"](${commerceMutations.join('|')})['"]`),
  },
];

describe('no forwarded commerce mutation', () => {
  it('knows the commerce mutations it guards against', () => {
    expect(commerceMutations).toEqual(
      expect.arrayContaining(['addToCart', 'checkout', 'login', 'writeReview']),
    );
  });

  it('leaves no file under gateway/src scanning a document for mutations', () => {
    const found = sources.flatMap(({ file, text }) =>
      scans.filter((scan) => scan.pattern.test(text)).map((scan) => `${file}: ${scan.what}`),
    );
    expect(found).toEqual([]);
  });

  it('catches the scans it is there for', () => {
    const scanner = `if (definition.operation === 'mutation' && selection.name.value === 'addToCart') rootAliases(document, 'logout')`;
    expect(scans.filter((scan) => scan.pattern.test(scanner))).toHaveLength(3);
  });

  it('forwards no mutation to commerce: the browser’s Mutation fields are the gateway’s own', () => {
    const reads = commerceReads(loadCommerceSchema().public);
    expect(reads.getMutationType()).toBeFalsy();
    const printed = printGatewaySchema();
    const mutationBlock = /\ntype Mutation \{([\s\S]*?)\n\}/.exec(printed)?.[1] ?? '';
    const fields = [...mutationBlock.matchAll(/^ {2}(\w+)\(/gm)].map((match) => match[1]);
    expect(fields).toEqual(expect.arrayContaining(['addToCart', 'login', 'placeOrder', 'writeReview']));
    expect(fields).not.toContain('checkout');
  });
});
