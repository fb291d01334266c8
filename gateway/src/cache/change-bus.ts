import type { Redis } from 'ioredis';
import type { CatalogueChange } from './policy.ts';

/** A catalogue change as every gateway process hears it: the change, its version and who saw it first. */
export interface ChangeMessage extends CatalogueChange {
  /** The shared catalogue version this change moved to (undefined: the bus could not give one). */
  version?: number;
  /** The process that received the webhook; it has applied the change already. */
  origin: string;
}

export interface ChangeListener {
  message(message: ChangeMessage): void;
  /** The connection was lost: changes made elsewhere are not heard until it is back. */
  lost(): void;
  /** The connection was lost and is back: messages may have been missed. */
  reconnected(): void;
}

/**
 * How catalogue changes reach every gateway process. With Redis (the shared cache, required
 * anyway to run several gateways: rate limits and cached pages live there) it is Redis pub/sub
 * and a counter; without it, one process is the whole shop and the bus stays in the process.
 */
export interface ChangeBus {
  readonly kind: 'redis' | 'in-process';
  /** Starts listening; answers the shared version now, or undefined when it cannot be read. */
  start(listener: ChangeListener): Promise<number | undefined>;
  /** A new shared version for a change; undefined when the shared counter cannot be reached. */
  nextVersion(): Promise<number | undefined>;
  publish(message: ChangeMessage): Promise<void>;
  close(): Promise<void>;
}

/** One process: the version is a counter here, and there is nobody else to tell. */
export class InProcessChangeBus implements ChangeBus {
  readonly kind = 'in-process';
  private version = 0;

  async start(): Promise<number> {
    return this.version;
  }

  async nextVersion(): Promise<number> {
    this.version += 1;
    return this.version;
  }

  async publish(): Promise<void> {}

  async close(): Promise<void> {}
}

/**
 * Redis pub/sub on `${prefix}catalogue:changes` and the version counter `${prefix}catalogue:version`
 * (INCR). The subscriber is a connection of its own (a subscribed connection runs no other
 * command); ioredis subscribes again after a reconnect, and the listener hears `reconnected`.
 */
export class RedisChangeBus implements ChangeBus {
  readonly kind = 'redis';
  private subscriber?: Redis;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    /** How long the start waits for Redis before going on without the shared version. */
    private readonly connectWaitMs = 2_000,
  ) {}

  private get channel(): string {
    return `${this.prefix}catalogue:changes`;
  }

  private get versionKey(): string {
    return `${this.prefix}catalogue:version`;
  }

  async start(listener: ChangeListener): Promise<number | undefined> {
    // Its own connection, outside the shared one's command time limit: a subscription waits by design.
    const subscriber = this.redis.duplicate({
      enableOfflineQueue: true,
      maxRetriesPerRequest: null,
      commandTimeout: undefined,
    });
    this.subscriber = subscriber;
    subscriber.on('error', () => undefined); // the shared connection's handler already warns
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== this.channel) return;
      const message = parseMessage(text);
      if (message) listener.message(message);
    });
    subscriber.on('close', () => listener.lost());
    let readyOnce = false;
    let startedWithout = false;
    subscriber.on('ready', () => {
      // Back after a loss, or first there after the start went on without Redis: messages
      // were missed and the version read at start is not there.
      if (readyOnce || startedWithout) listener.reconnected();
      readyOnce = true;
    });
    // Subscribed first, then the version read: a change published in between is heard, not missed.
    const subscribed = subscriber.subscribe(this.channel).then(() => ready(this.redis));
    await Promise.race([
      subscribed.catch(() => undefined),
      failedOnce(subscriber),
      delay(this.connectWaitMs),
    ]);
    const version = readyOnce && this.redis.status === 'ready' ? await this.readVersion() : undefined;
    startedWithout = version === undefined;
    // The subscriber may already be there and only the shared connection late: its arrival counts too.
    if (startedWithout) this.redis.once('ready', () => listener.reconnected());
    return version;
  }

  async nextVersion(): Promise<number | undefined> {
    try {
      return await this.redis.incr(this.versionKey);
    } catch {
      return undefined;
    }
  }

  async publish(message: ChangeMessage): Promise<void> {
    await this.redis.publish(this.channel, JSON.stringify(message));
  }

  async close(): Promise<void> {
    this.subscriber?.disconnect();
  }

  private async readVersion(): Promise<number | undefined> {
    try {
      return Number((await this.redis.get(this.versionKey)) ?? 0);
    } catch {
      return undefined;
    }
  }
}

function parseMessage(text: string): ChangeMessage | undefined {
  try {
    const message = JSON.parse(text) as Partial<ChangeMessage>;
    if (typeof message.topic !== 'string' || typeof message.origin !== 'string') return undefined;
    return {
      topic: message.topic,
      origin: message.origin,
      version: typeof message.version === 'number' ? message.version : undefined,
      productIds: Array.isArray(message.productIds)
        ? message.productIds.filter((id): id is number => Number.isInteger(id))
        : [],
    };
  } catch {
    return undefined;
  }
}

const failedOnce = (connection: Redis) =>
  new Promise<void>((resolve) => connection.once('error', () => resolve()));

/** The shared connection queues nothing while down (fail fast for shoppers): wait for it once here. */
const ready = (connection: Redis) =>
  connection.status === 'ready'
    ? Promise.resolve()
    : new Promise<void>((resolve) => connection.once('ready', () => resolve()));

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
