import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { MemoryRouter } from 'react-router-dom';
import { createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import viewerQuery from '../../../src/__generated__/viewerQuery.graphql.ts';
import { AccountLink } from '../../../src/features/shell/AccountLink.tsx';
import { useViewer } from '../../../src/features/account/viewer.ts';
import { activateLocale } from '../../../src/i18n/i18n.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';

const ana = {
  id: 'dXNlcjo3',
  databaseId: 7,
  username: 'ana',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lima',
  avatar: { url: '/media/avatars/ana.png' },
};

function Shown() {
  const viewer = useViewer();
  return <output data-testid="viewer">{viewer ? JSON.stringify(viewer) : 'signed out'}</output>;
}

function setUp(): { environment: Environment; fetched: ReturnType<typeof vi.fn> } {
  const fetched = vi.fn(() => new Promise<never>(() => undefined));
  return { environment: createEnvironment(fetched), fetched };
}

const storeViewer = (environment: Environment, viewer: typeof ana | null) =>
  act(() =>
    environment.commitPayload(createOperationDescriptor(getRequest(viewerQuery), {}), { viewer } as never),
  );

const renderWith = (environment: Environment) =>
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter>
        <Shown />
        <AccountLink />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );

beforeAll(() => activateLocale('en'));

describe('the one viewer', () => {
  it('is nobody until a load has put the viewer in the store, and fetches nothing itself', () => {
    const { environment, fetched } = setUp();
    renderWith(environment);
    expect(screen.getByTestId('viewer').textContent).toBe('signed out');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('follows the store: the header names the shopper once signed in, and forgets them after sign-out', () => {
    const { environment } = setUp();
    renderWith(environment);
    storeViewer(environment, ana);
    expect(JSON.parse(screen.getByTestId('viewer').textContent ?? '')).toEqual({
      databaseId: 7,
      username: 'ana',
      email: 'ana@example.com',
      firstName: 'Ana',
      lastName: 'Lima',
      avatarUrl: '/media/avatars/ana.png',
    });
    expect(screen.getByRole('button', { name: 'ana' })).toBeTruthy();
    storeViewer(environment, null);
    expect(screen.getByTestId('viewer').textContent).toBe('signed out');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('reads a viewer without an avatar as one without an avatar url', () => {
    const { environment } = setUp();
    renderWith(environment);
    storeViewer(environment, { ...ana, avatar: null as never });
    expect(JSON.parse(screen.getByTestId('viewer').textContent ?? '')).not.toHaveProperty('avatarUrl');
    expect(screen.getByRole('link', { name: 'ana' })).toBeTruthy();
  });
});
