import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../src/mail/mailer.ts';
import { listMailbox } from '../../src/mail/mailbox.ts';
import { BackInStockRepository } from '../../src/restock/back-in-stock.ts';
import { AlertLinks } from '../../src/restock/back-in-stock-links.ts';
import { composeAlertMail, keyOfStream } from '../../src/restock/back-in-stock-mails.ts';
import { alertKey } from '../../src/restock/back-in-stock-model.ts';
import { BackInStockOutbox, type SendAlertMail } from '../../src/restock/back-in-stock-outbox.ts';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';

const links = new AlertLinks('test-secret', 'http://shop.test');

/** An alert asked for, confirmed and back in stock: its one alert mail is owed. */
async function owedAlert(alerts: BackInStockRepository, email: string) {
  const item = { productId: 7, variationId: 70 };
  await alerts.request(email, {
    email,
    subject: 'email:test',
    ...item,
    productName: 'Coffin Noir - S',
    productSlug: 'coffin-noir',
    locale: 'it',
    requestedAt: new Date().toISOString(),
  });
  const key = alertKey(email, item);
  const asked = await alerts.doc(key);
  await alerts.confirm(key, asked!.cycle);
  await alerts.noteRestock(key);
  return key;
}

describe.each(backends())('back-in-stock outbox on $name', (backend) => {
  let events: EventStore;
  let alerts: BackInStockRepository;
  const mailDir = mkdtempSync(path.join(tmpdir(), 'restock-outbox-'));
  const mailbox = createMailer({ from: 'shop@test', dataDir: mailDir });
  const toMailbox: SendAlertMail = (alert, mail) => mailbox(composeAlertMail(alert, mail, links));

  beforeAll(async () => {
    if (backend.skip) return;
    events = await backend.open({ outbox: { enabled: false } });
    alerts = new BackInStockRepository(events.log);
  }, 120_000);
  afterAll(async () => {
    await events?.close();
    await backend.cleanup();
  });

  it.skipIf(backend.skip)('two gateways at once: one claims the mail, one mail is sent', async () => {
    const email = `both-${backend.name.length}@example.com`;
    await owedAlert(alerts, email);
    let sends = 0;
    const counting: SendAlertMail = async (alert, mail) => {
      sends += 1;
      await toMailbox(alert, mail);
    };
    const [a, b] = [
      new BackInStockOutbox(events.log, alerts, counting),
      new BackInStockOutbox(events.log, alerts, counting),
    ];
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect(sends).toBe(1);
    expect(listMailbox(mailDir, email)).toHaveLength(1);
  });

  it.skipIf(backend.skip)(
    'a gateway that dies after writing the mail: another sends it again after the lease, still one mail',
    async () => {
      const email = `dies-${backend.name.length}@example.com`;
      const key = await owedAlert(alerts, email);
      // Writes the mail, then never records it: the process is gone.
      const dying = new BackInStockOutbox(
        events.log,
        alerts,
        async (alert, mail) => {
          await toMailbox(alert, mail);
          await new Promise(() => undefined);
        },
        { leaseMs: 400 },
      );
      void dying.runOnce();
      for (let i = 0; i < 100 && listMailbox(mailDir, email).length === 0; i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      const survivor = new BackInStockOutbox(events.log, alerts, toMailbox, { leaseMs: 400 });
      await survivor.runOnce(); // the lease still holds: nothing
      expect((await alerts.doc(key))?.status).toBe('confirmed');
      await new Promise((resolve) => setTimeout(resolve, 450));
      await survivor.runOnce();
      expect((await alerts.doc(key))?.status).toBe('alerted');
      const mails = listMailbox(mailDir, email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Coffin Noir - S è di nuovo disponibile');
      expect(mails[0]!.text).toContain('http://shop.test/it/product/coffin-noir');
      expect(keyOfStream(`back-in-stock-${key}`)).toBe(key);
    },
  );

  it.skipIf(backend.skip)('retries a mail that failed, and sends it once it goes through', async () => {
    const email = `retry-${backend.name.length}@example.com`;
    const key = await owedAlert(alerts, email);
    let fail = true;
    const flaky = new BackInStockOutbox(
      events.log,
      alerts,
      async (alert, mail) => {
        if (fail) throw new Error('SMTP 421 try later');
        await toMailbox(alert, mail);
      },
      { minBackoffMs: 100 },
    );
    await flaky.runOnce();
    const failed = await alerts.doc(key);
    expect(failed).toMatchObject({
      status: 'confirmed',
      lastError: 'SMTP 421 try later',
      mail: { attempts: 1 },
    });
    fail = false;
    await new Promise((resolve) => setTimeout(resolve, 150));
    await flaky.runOnce();
    expect((await alerts.doc(key))?.status).toBe('alerted');
    expect(listMailbox(mailDir, email)).toHaveLength(1);
  });
});
