/**
 * The size finder and my size through the gateway on the embedded stack with the event store: a
 * guest measures and keeps her size, signs in and finds it on her account, changes it there; bad
 * input is refused with the fit codes; the owner's table in content changes the answer.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadOrCreateSecrets } from '@nails/platform';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createContentClient } from '../../src/content/content-client.ts';
import { defaultFitTable } from '../../src/fit/fit-table.ts';
import { fitTableConfigKey, fitTableReader } from '../../src/fit/fit-table-reader.ts';
import { answerForWidths } from '../../src/fit/size-answer.ts';
import { personalDataSections } from '../../src/privacy/personal-data.ts';
import { openEventStore, type EventStore } from '../../src/state/open-event-store.ts';
import { commerceCli } from '../support/commerce-cli.ts';
import { Browser, startStack, type Stack } from '../support/stack.ts';

const demo = { username: 'demo', password: 'demo-nails-2026' };
const signIn = `mutation($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { customer { databaseId email } }
}`;
const find = `query($w: [Float!], $k: [Int!]) {
  findMySize(widthsMm: $w, kitSizes: $k) { size fingers { finger size widerThanLargest } between { smaller larger fingers } }
}`;
const save = `mutation($input: SaveMySizeInput!) { saveMySize(input: $input) { owner size slug widthsMm kitSizes } }`;
const mySize = 'query { mySize { owner size slug widthsMm kitSizes } }';
const widthsM = [15.5, 12.8, 13.6, 12.1, 10.9];

describe('size finder and my size through the gateway', () => {
  let stack: Stack;
  let events: EventStore;

  beforeAll(async () => {
    events = await openEventStore({
      dataDir: mkdtempSync(path.join(tmpdir(), 'gw-fit-')),
      outbox: { enabled: false },
    });
    stack = await startStack({}, { events });
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
    await events?.close();
  });

  it('a guest measures, is told M, keeps it; signed in, it is on her account; she changes it there', async () => {
    const shopper = new Browser(stack.gateway);
    const answer = await shopper.graphql<{ findMySize: { size: string; between: unknown } }>(find, {
      w: widthsM,
    });
    expect(answer.errors).toBeUndefined();
    expect(answer.data.findMySize).toMatchObject({ size: 'M', between: null });

    expect((await shopper.graphql<{ mySize: unknown }>(mySize)).data.mySize).toBeNull();
    const saved = await shopper.graphql<{ saveMySize: unknown }>(save, {
      input: { size: 'M', widthsMm: widthsM },
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveMySize).toEqual({
      owner: 'GUEST',
      size: 'M',
      slug: 'm',
      widthsMm: widthsM,
      kitSizes: null,
    });

    const signedIn = await shopper.graphql<{ login: { customer: { databaseId: number; email: string } } }>(
      signIn,
      { u: demo.username, p: demo.password },
    );
    expect(signedIn.errors).toBeUndefined();
    expect((await shopper.graphql<{ mySize: unknown }>(mySize)).data.mySize).toEqual({
      owner: 'CUSTOMER',
      size: 'M',
      slug: 'm',
      widthsMm: widthsM,
      kitSizes: null,
    });

    const changed = await shopper.graphql<{ saveMySize: unknown }>(save, { input: { size: 'L' } });
    expect(changed.data.saveMySize).toMatchObject({
      owner: 'CUSTOMER',
      size: 'L',
      slug: 'l',
      widthsMm: null,
    });

    // Another device of hers, signed in later, sees the account's size.
    const phone = new Browser(stack.gateway);
    await phone.graphql(signIn, { u: demo.username, p: demo.password });
    expect((await phone.graphql<{ mySize: { size: string } }>(mySize)).data.mySize.size).toBe('L');

    // Her data export names her size (privacy README "Personal data").
    const { databaseId, email } = signedIn.data.login.customer;
    const section = personalDataSections(events).find((candidate) => candidate.name === 'size');
    expect(await section?.exportFor({ customerId: String(databaseId), email })).toMatchObject({ size: 'L' });
  });

  it('between two sizes it answers the larger and names the fingers that need it', async () => {
    const answer = await new Browser(stack.gateway).graphql<{ findMySize: unknown }>(find, {
      w: [16.4, 12.8, 13.6, 12.1, 10.9],
    });
    expect(answer.data.findMySize).toMatchObject({
      size: 'L',
      between: { smaller: 'M', larger: 'L', fingers: ['THUMB'] },
    });
  });

  it('answers from sizing-kit numbers too', async () => {
    const answer = await new Browser(stack.gateway).graphql<{ findMySize: { size: string } }>(find, {
      k: [2, 5, 4, 6, 7],
    });
    expect(answer.data.findMySize.size).toBe('M');
  });

  it('refuses bad input with stable codes naming the field, and keeps nothing', async () => {
    const guest = new Browser(stack.gateway);
    const refused = async (query: string, variables: Record<string, unknown>) => {
      const { errors } = await guest.graphql(query, variables);
      return errors?.map((error) => [error.extensions.code, error.extensions.field]);
    };
    expect(await refused(find, { w: [16, 13, 140, 12, 11] })).toEqual([
      ['FIT_WIDTH_OUT_OF_RANGE', 'widthsMm.2'],
    ]);
    expect(await refused(find, { k: [2, 5, 12, 6, 7] })).toEqual([
      ['FIT_KIT_SIZE_OUT_OF_RANGE', 'kitSizes.2'],
    ]);
    expect(await refused(find, { w: [16, 13] })).toEqual([['FIT_MEASUREMENTS_REQUIRED', 'widthsMm']]);
    expect(await refused(save, { input: { size: 'M', widthsMm: [0, 13, 14, 12, 11] } })).toEqual([
      ['FIT_WIDTH_OUT_OF_RANGE', 'widthsMm.0'],
    ]);
    expect((await guest.graphql<{ mySize: unknown }>(mySize)).data.mySize).toBeNull();
  });

  it('lists sets "in my size" and "in stock in my size" (a set sold out in M leaves the second)', async () => {
    type Listing = { catalogue: { total: number; products: { slug: string }[] } };
    const listing = (filter: string) =>
      new Browser(stack.gateway).graphql<Listing>(
        'query($f: String) { catalogue(filter: $f, perPage: 100) { total products { slug } } }',
        { f: filter },
      );
    const inSize = await listing('size[m]');
    expect(inSize.errors).toBeUndefined();
    const sets = inSize.data.catalogue.products.map((product) => product.slug);
    expect(sets.length).toBeGreaterThan(0);
    const inStock = await listing('in-stock-size[m]');
    expect(inStock.data.catalogue.products.map((product) => product.slug)).toEqual(sets);

    // Every M of the first set sold out (short, medium, long): it leaves "in stock in my size" only.
    const [soldOut] = sets;
    const sku = (await stack.gateway.upstreams.listingIndex.products()).find(
      (facts) => facts.slug === soldOut,
    );
    expect(sku?.inStockSizes).toContain('m');
    const { data } = await new Browser(stack.gateway).graphql<{
      product: {
        variations: { nodes: { sku: string; attributes: { nodes: { name: string; value: string }[] } }[] };
      };
    }>(
      'query($s: ID!) { product(id: $s, idType: SLUG) { ... on VariableProduct { variations(first: 100) { nodes { sku attributes { nodes { name value } } } } } } }',
      { s: soldOut },
    );
    const mediums = data.product.variations.nodes.filter((variation) =>
      variation.attributes.nodes.some((attribute) => attribute.name === 'pa_size' && attribute.value === 'm'),
    );
    expect(mediums.length).toBeGreaterThan(0);
    // The owner's command line changes the stock and sends WooCommerce's product webhook to the gateway.
    const gatewayUrl = await stack.gateway.listen({ host: '127.0.0.1', port: 0 });
    for (const variation of mediums)
      await commerceCli(['stock', variation.sku, '0'], {
        VAR_DIR: stack.varDir,
        COMMERCE_WEBHOOK_URLS: `${gatewayUrl}/webhooks/commerce`,
      });

    await vi.waitFor(
      async () => {
        const after = (await listing('in-stock-size[m]')).data.catalogue.products.map(
          (product) => product.slug,
        );
        expect(after).toEqual(sets.filter((slug) => slug !== soldOut));
      },
      { timeout: 20_000, interval: 200 },
    );
    expect((await listing('size[m]')).data.catalogue.products.map((product) => product.slug)).toEqual(sets);
    expect(
      (await listing('in-stock-size[s]')).data.catalogue.products.map((product) => product.slug),
    ).toContain(soldOut);
  }, 120_000);

  it("answers from the owner's table once she edits the content config size_finder_table", async () => {
    const content = createContentClient({
      url: stack.contentUrl,
      token: loadOrCreateSecrets(stack.varDir).contentApiToken,
    });
    let now = 0;
    const read = fitTableReader(
      () => content,
      undefined,
      () => now,
    );
    expect(await read()).toEqual({ table: defaultFitTable, source: 'default' });

    // The owner's M thumb nail is half a millimetre wider: a 16.4 mm thumb now fits M.
    const sets = { ...defaultFitTable.sets, M: [16.5, 13, 14, 12.5, 11] };
    await content.create('configs', {
      key: fitTableConfigKey,
      value: JSON.stringify({ ...defaultFitTable, sets }),
      is_open: true,
    });
    expect((await read()).source).toBe('default'); // a reading serves a minute
    now += 60_000;
    const reading = await read();
    expect(reading).toEqual({ table: { ...defaultFitTable, sets }, source: 'content' });
    expect(answerForWidths(reading.table, [16.4, 12.8, 13.6, 12.1, 10.9]).size).toBe('M');
  });
});
