import { createOperationDescriptor, getRequest } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { sessionQuery as SessionQuery } from '../../src/__generated__/sessionQuery.graphql.ts';
import { sessionQuery } from '../../src/features/account/session.ts';
import { readViewer } from '../../src/features/account/viewer.ts';
import { createEnvironment } from '../../src/relay/environment.ts';

/**
 * WooGraphQL gives a signed-in shopper's customer the global id of their WordPress user
 * (`dXNlcjoy`, "user:2", for both): one page asks for both (the session refresh's getCart).
 */
const sharedId = 'dXNlcjoy';
const answer = {
  cart: null,
  customer: { id: sharedId, databaseId: 2, email: 'ada@example.com', firstName: 'Ada', lastName: 'Billing' },
  viewer: {
    id: sharedId,
    databaseId: 2,
    username: 'ada',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Profile',
    avatar: null,
  },
  paymentGateways: { nodes: [] },
  loginClients: [],
};

afterEach(() => vi.restoreAllMocks());

describe('records of the customer and the user behind it', () => {
  it('are kept apart, so each reads its own fields and Relay reports no conflict', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const environment = createEnvironment(() => Promise.resolve({ data: {} }));
    const operation = createOperationDescriptor(getRequest(sessionQuery), {});
    environment.commitPayload(operation, answer as never);
    const data = environment.lookup(operation.fragment).data as SessionQuery['response'];
    expect(data.customer?.lastName).toBe('Billing');
    expect(readViewer(data.viewer)).toMatchObject({ lastName: 'Profile', username: 'ada' });
    const conflicts = consoleError.mock.calls.filter((call) => String(call[0]).includes('conflicting types'));
    expect(conflicts).toEqual([]);
  });
});
