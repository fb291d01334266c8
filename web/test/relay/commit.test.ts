import { Environment, Network, RecordSource, Store } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import { commit, shopperBusyRetryMs } from '../../src/relay/commit.ts';
import mutation, {
  type useRemoveCouponsMutation,
} from '../../src/__generated__/useRemoveCouponsMutation.graphql.ts';

/** An environment whose network answers each request with the next of `answers`, counting them. */
function environmentAnswering(...answers: Record<string, unknown>[]) {
  const sent = vi.fn(async () => answers[Math.min(sent.mock.calls.length - 1, answers.length - 1)]!);
  const environment = new Environment({
    network: Network.create(sent as never),
    store: new Store(new RecordSource()),
  });
  return { environment, sent };
}

const busy = {
  data: { removeCoupons: null },
  errors: [{ message: 'Your previous change is still being saved.', extensions: { code: 'SHOPPER_BUSY' } }],
};
const removed = { data: { removeCoupons: { cart: null } } };

describe('a change the gateway answered SHOPPER_BUSY', () => {
  it('is sent once more after a short wait, and the shopper gets its answer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { environment, sent } = environmentAnswering(busy, removed);
    const answer = commit<useRemoveCouponsMutation>(environment, mutation, { codes: ['WELCOME10'] });
    await vi.advanceTimersByTimeAsync(shopperBusyRetryMs);
    await expect(answer).resolves.toEqual({ removeCoupons: { cart: null } });
    expect(sent).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('shows the message when the gateway is still busy the second time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const { environment, sent } = environmentAnswering(busy, busy);
    const answer = commit<useRemoveCouponsMutation>(environment, mutation, { codes: ['WELCOME10'] });
    const refused = expect(answer).rejects.toMatchObject({ code: 'SHOPPER_BUSY' });
    await vi.advanceTimersByTimeAsync(shopperBusyRetryMs);
    await refused;
    expect(sent).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('is not what any other refusal gets: a refused coupon is not sent again', async () => {
    const { environment, sent } = environmentAnswering({
      data: { removeCoupons: null },
      errors: [{ message: 'No such coupon.', extensions: { code: 'BAD_USER_INPUT' } }],
    });
    await expect(
      commit<useRemoveCouponsMutation>(environment, mutation, { codes: ['NOPE'] }),
    ).rejects.toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(sent).toHaveBeenCalledTimes(1);
  });
});
