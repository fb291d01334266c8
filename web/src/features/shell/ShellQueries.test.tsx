import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import shellQuery, { type ShellQueriesQuery$data } from '../../__generated__/ShellQueriesQuery.graphql.ts';
import shopperQuery from '../../__generated__/ShellQueriesShopperQuery.graphql.ts';
import { createEnvironment } from '../../relay/environment.ts';
import { useShellQueries } from './ShellQueries.tsx';

const content = (banner: string): ShellQueriesQuery$data => ({
  topBanner: { background: null, links: [{ text: banner, link: null }] },
  siteGlobal: { logoUrl: null, siteName: 'Lacquer Lane' },
  productCategories: { nodes: [{ slug: 'seasonal', name: 'Seasonal' }] },
  storeSettings: {
    initStoreOnUserActionToReduceServerLoad: true,
    autoOpenCart: false,
    showMoveToWishlist: true,
  },
});

function Frame({ locale }: { locale: string }) {
  const data = useShellQueries({ locale });
  return (
    <p>
      {data.loaded ? data.banners[0]?.text : 'nothing yet'} / {data.viewer?.username ?? 'guest'}
    </p>
  );
}

/** The frame reads what the store holds; nothing here may fetch (the loader and session do). */
function setUp(): { environment: Environment; fetched: ReturnType<typeof vi.fn> } {
  const fetched = vi.fn(() => new Promise<never>(() => undefined));
  return { environment: createEnvironment(fetched), fetched };
}

const publish = (environment: Environment, locale: string, banner: string) =>
  act(() =>
    environment.commitPayload(
      createOperationDescriptor(getRequest(shellQuery), { locale }),
      content(banner) as never,
    ),
  );

describe("the frame's data (banner, menu, shopper)", () => {
  it('is on the first render when the store already holds it, as on a server-rendered page', () => {
    const { environment, fetched } = setUp();
    environment.commitPayload(
      createOperationDescriptor(getRequest(shellQuery), { locale: 'en_US' }),
      content('Free shipping over €40') as never,
    );
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Frame locale="en_US" />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByText('Free shipping over €40 / guest')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('follows the store: content when it arrives, the shopper after the session loads', () => {
    const { environment, fetched } = setUp();
    render(
      <RelayEnvironmentProvider environment={environment}>
        <Frame locale="en_US" />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByText('nothing yet / guest')).toBeTruthy();
    publish(environment, 'en_US', 'Free shipping over €40');
    expect(screen.getByText('Free shipping over €40 / guest')).toBeTruthy();
    act(() =>
      environment.commitPayload(createOperationDescriptor(getRequest(shopperQuery), {}), {
        viewer: { username: 'ana', avatar: null },
      } as never),
    );
    expect(screen.getByText('Free shipping over €40 / ana')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it("keeps the banner it showed while another language's loads, then shows that one", () => {
    const { environment } = setUp();
    publish(environment, 'en_US', 'Free shipping over €40');
    const view = render(
      <RelayEnvironmentProvider environment={environment}>
        <Frame locale="en_US" />
      </RelayEnvironmentProvider>,
    );
    view.rerender(
      <RelayEnvironmentProvider environment={environment}>
        <Frame locale="de_DE" />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByText('Free shipping over €40 / guest')).toBeTruthy();
    publish(environment, 'de_DE', 'Versandkostenfrei ab 40 €');
    expect(screen.getByText('Versandkostenfrei ab 40 € / guest')).toBeTruthy();
  });
});
