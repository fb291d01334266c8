import { act, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay';
import { createOperationDescriptor, getRequest, type Environment } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import shellQuery, {
  type ShellQueriesQuery$data,
} from '../../../src/__generated__/ShellQueriesQuery.graphql.ts';
import { createEnvironment } from '../../../src/relay/environment.ts';
import { useShellQueries } from '../../../src/features/shell/ShellQueries.tsx';

const content = (banner: string): ShellQueriesQuery$data => ({
  topBanner: { background: null, freeShippingThreshold: null, links: [{ text: banner, link: null }] },
  siteGlobal: { logoUrl: null, siteName: 'Lacquer Lane' },
  productCategories: { nodes: [{ slug: 'seasonal', name: 'Seasonal' }] },
  storeSettings: {
    initStoreOnUserActionToReduceServerLoad: true,
    autoOpenCart: false,
    showMoveToWishlist: true,
    capabilities: {
      giftCards: true,
      orderTracking: true,
      stripePaymentIntents: false,
      passwordResetKeyStatus: true,
    },
  },
});

function Frame({ locale }: { locale: string }) {
  const data = useShellQueries({ locale });
  return <p>{data.loaded ? data.banners[0]?.text : 'nothing yet'}</p>;
}

/** The frame reads what the store holds; nothing here may fetch (the loader and session do). */
function setUp(): { environment: Environment; fetched: ReturnType<typeof vi.fn> } {
  const fetched = vi.fn(() => new Promise<never>(() => undefined));
  return { environment: createEnvironment(fetched), fetched };
}

const renderFrame = (environment: Environment, locale: string) =>
  render(
    <RelayEnvironmentProvider environment={environment}>
      <Frame locale={locale} />
    </RelayEnvironmentProvider>,
  );

const publish = (environment: Environment, locale: string, banner: string) =>
  act(() =>
    environment.commitPayload(
      createOperationDescriptor(getRequest(shellQuery), { locale }),
      content(banner) as never,
    ),
  );

describe("the frame's data (banner, menu, store settings)", () => {
  it('is on the first render when the store already holds it, as on a server-rendered page', () => {
    const { environment, fetched } = setUp();
    environment.commitPayload(
      createOperationDescriptor(getRequest(shellQuery), { locale: 'en_US' }),
      content('Free shipping over €40') as never,
    );
    renderFrame(environment, 'en_US');
    expect(screen.getByText('Free shipping over €40')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it('follows the store: content when it arrives', () => {
    const { environment, fetched } = setUp();
    renderFrame(environment, 'en_US');
    expect(screen.getByText('nothing yet')).toBeTruthy();
    publish(environment, 'en_US', 'Free shipping over €40');
    expect(screen.getByText('Free shipping over €40')).toBeTruthy();
    expect(fetched).not.toHaveBeenCalled();
  });

  it("keeps the banner it showed while another language's loads, then shows that one", () => {
    const { environment } = setUp();
    publish(environment, 'en_US', 'Free shipping over €40');
    const view = renderFrame(environment, 'en_US');
    view.rerender(
      <RelayEnvironmentProvider environment={environment}>
        <Frame locale="de_DE" />
      </RelayEnvironmentProvider>,
    );
    expect(screen.getByText('Free shipping over €40')).toBeTruthy();
    publish(environment, 'de_DE', 'Versandkostenfrei ab 40 €');
    expect(screen.getByText('Versandkostenfrei ab 40 €')).toBeTruthy();
  });
});
