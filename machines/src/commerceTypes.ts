// The few fields of the commerce entities (spec §3) the machines read. The web app passes its
// Relay data in; every other field travels along untouched.

export interface CartLine {
  key: string;
  quantity: number;
  [field: string]: unknown;
}

export interface Cart {
  isEmpty?: boolean;
  contents?: { itemCount: number; productCount?: number; nodes: CartLine[] } | null;
  appliedCoupons?: { code: string; [field: string]: unknown }[] | null;
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

/** What getCart returns (spec §7): the session refresh loads all of it at once. */
export interface SessionData {
  cart: Cart | null;
  customer: Record<string, unknown> | null;
  viewer: Viewer | null;
  paymentGateways: PaymentGateway[];
  loginClients: LoginClient[];
}
