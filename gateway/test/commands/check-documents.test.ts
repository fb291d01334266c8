import { describe, expect, it } from 'vitest';
import { documentProblems } from '../../src/commands/check-documents.ts';
import { registeredDocuments } from '../../src/commands/commerce-document.ts';
import '../../src/schema/create-schema.ts';

describe('the commands’ commerce documents, as the build checks them', () => {
  it('finds every command document valid against the commerce core and its named capability', () => {
    const documents = registeredDocuments();
    expect(documents.map((document) => document.name)).toContain('GatewayAddToCart');
    expect(documentProblems(documents)).toEqual([]);
  });

  it('refuses a field the real schema lacks, and a capability field asked without naming it', () => {
    const problems = documentProblems([
      {
        name: 'Misspelt',
        source: 'mutation Misspelt { addToCart(input: {productId: 1}) { cartLine { key } } }',
      },
      {
        name: 'Unnamed',
        source: 'mutation Unnamed { applyGiftCard(input: {code: "X"}) { cart { isEmpty } } }',
      },
      {
        name: 'Named',
        source: 'mutation Named { applyGiftCard(input: {code: "X"}) { cart { isEmpty } } }',
        capability: 'gift-cards',
      },
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/^Misspelt: Cannot query field "cartLine"/),
      expect.stringMatching(/^Unnamed: Cannot query field "applyGiftCard"/),
    ]);
  });
});
