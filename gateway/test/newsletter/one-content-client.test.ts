import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '../../src/state/open-event-store.ts';
import { backends } from '../support/events/backends.ts';
import { offlineGateway } from '../support/offline-gateway.ts';

describe.each(backends())(
  'the newsletter talks to the content service through one client ($name)',
  (backend) => {
    let events: EventStore | undefined;
    let app: FastifyInstance | undefined;
    afterEach(async () => {
      await app?.close();
      await events?.close();
      await backend.cleanup();
    });

    it.skipIf(backend.skip)(
      'a store opened for the app takes the app’s client and starts its outbox',
      async () => {
        events = await backend.open({
          contentClient: 'app',
          content: { url: 'http://127.0.0.1:9', token: 't' },
        });
        expect(events.content).toBeUndefined();
        expect(events.outbox).toBeUndefined();
        app = await offlineGateway({}, {}, { events });
        expect(events.content).toBe(app.upstreams.content);
        expect(events.outbox).toBeDefined();
      },
    );

    it.skipIf(backend.skip)('a store with a client of its own keeps it', async () => {
      events = await backend.open({
        content: { url: 'http://127.0.0.1:9', token: 't' },
        outbox: { enabled: false },
      });
      const own = events.content;
      expect(own).toBeDefined();
      app = await offlineGateway({}, {}, { events });
      expect(events.content).toBe(own);
      expect(events.outbox).toBeUndefined();
    });
  },
);
