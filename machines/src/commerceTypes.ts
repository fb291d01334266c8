// The few fields of the commerce entities (behaviour §3) the machines read. The web app passes its
// Relay data in; every other field travels along untouched.

// Read-only and nullable like the web's Relay data (generated fragment types), so a fragment's
// data is a Cart as it is: the web app types the cart machine with its own fragment type
// (`createCartMachine<CartState>()`) and needs no cast either way.
export interface CartLine {
  key: string;
  quantity?: number | null;
  [field: string]: unknown;
}

export interface Cart {
  isEmpty?: boolean | null;
  contents?: {
    itemCount?: number | null;
    productCount?: number | null;
    nodes: readonly CartLine[];
  } | null;
  appliedCoupons?: readonly ({ code: string; [field: string]: unknown } | null | undefined)[] | null;
  [field: string]: unknown;
}

export interface Viewer {
  databaseId?: number;
  username?: string;
  email?: string;
  [field: string]: unknown;
}

export interface PaymentGateway {
  id: string;
  title?: string;
  description?: string;
}

export interface LoginClient {
  name: string;
  provider: string;
  isEnabled?: boolean;
  authorizationUrl?: string;
}

export interface Order {
  databaseId?: number;
  orderNumber?: string;
  orderKey?: string;
  [field: string]: unknown;
}

/** What getCart returns (behaviour §7): the session refresh loads all of it at once. */
export interface SessionData<C extends Cart = Cart> {
  cart: C | null;
  customer: Record<string, unknown> | null;
  viewer: Viewer | null;
  paymentGateways: PaymentGateway[];
  loginClients: LoginClient[];
}
