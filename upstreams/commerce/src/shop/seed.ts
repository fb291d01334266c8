import { hashSync } from '@node-rs/argon2';
import { insertCustomer } from './accounts/customers.ts';
import { createCoupon } from './coupons/coupon-store.ts';
import type { Db } from './db.ts';
import { createZone } from './shipping/zone-store.ts';

const DAY = 86_400_000;
const eu = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
];

/** The demo account of a fresh shop (README): sign in as demo / demo-nails-2026. */
export const DEMO_CUSTOMER = { username: 'demo', email: 'demo@example.com', password: 'demo-nails-2026' };

/**
 * The shop's side of a fresh database: coupons, shipping zones and a demo customer. Runs once:
 * a database that already has coupons is left as it is. Synchronous, inside one transaction.
 */
export function seedShop(db: Db, options: { demoCustomer?: boolean } = {}): void {
  const seeded = db.prepare('SELECT COUNT(*) AS n FROM coupons').get() as { n: number };
  if (seeded.n > 0) return;
  db.transaction(() => {
    seedCoupons(db);
    seedShippingZones(db);
    // A production shop has no account whose password is printed in the README.
    if (options.demoCustomer !== false) seedDemoCustomer(db);
  })();
}

/** The coupons the README and the tests name: one of each kind, one expired, one limited. */
function seedCoupons(db: Db): void {
  createCoupon(db, {
    code: 'WELCOME10',
    discountType: 'percent',
    amount: 10,
    description: '10% off for newsletter subscribers',
    usageLimitPerUser: 1,
  });
  createCoupon(db, {
    code: 'EXPIRED5',
    discountType: 'fixed_cart',
    amount: 500,
    description: '€5 off (autumn promotion, ended)',
    expiresAt: Date.now() - 30 * DAY,
  });
  createCoupon(db, {
    code: 'FREESHIP',
    discountType: 'fixed_cart',
    amount: 0,
    freeShipping: true,
    description: 'Free shipping on your order',
  });
  createCoupon(db, {
    code: 'NAILS5',
    discountType: 'fixed_product',
    amount: 100,
    description: '€1 off every set',
    minimumAmount: 2000,
  });
  createCoupon(db, {
    code: 'SAVE15',
    discountType: 'fixed_cart',
    amount: 1500,
    description: '€15 off orders over €75',
    minimumAmount: 7500,
  });
  createCoupon(db, {
    code: 'FIRSTDROP',
    discountType: 'percent',
    amount: 20,
    description: '20% off, first 50 orders only',
    usageLimit: 50,
    individualUse: true,
  });
}

/** Germany (with free shipping by coupon and pickup), the EU, the US and the rest of the world. */
function seedShippingZones(db: Db): void {
  createZone(db, {
    name: 'Germany',
    order: 0,
    locations: ['DE'],
    methods: [
      {
        type: 'flat_rate',
        title: 'Standard shipping (DHL)',
        cost: 495,
        minAmount: null,
        requiresCoupon: false,
      },
      { type: 'free_shipping', title: 'Free shipping', cost: 0, minAmount: 5000, requiresCoupon: true },
      {
        type: 'local_pickup',
        title: 'Pick up at our Berlin studio',
        cost: 0,
        minAmount: null,
        requiresCoupon: false,
      },
    ],
  });
  createZone(db, {
    name: 'European Union',
    order: 1,
    locations: eu,
    methods: [
      {
        type: 'flat_rate',
        title: 'EU standard shipping',
        cost: 995,
        minAmount: null,
        requiresCoupon: false,
      },
      { type: 'free_shipping', title: 'Free shipping', cost: 0, minAmount: 10000, requiresCoupon: true },
    ],
  });
  createZone(db, {
    name: 'United States',
    order: 2,
    locations: ['US'],
    methods: [
      {
        type: 'flat_rate',
        title: 'International shipping (USPS)',
        cost: 1495,
        minAmount: null,
        requiresCoupon: false,
      },
      { type: 'free_shipping', title: 'Free shipping', cost: 0, minAmount: null, requiresCoupon: true },
    ],
  });
  createZone(db, {
    name: 'Rest of the world',
    order: 9,
    locations: [],
    methods: [
      {
        type: 'flat_rate',
        title: 'International shipping',
        cost: 1995,
        minAmount: null,
        requiresCoupon: false,
      },
    ],
  });
}

function seedDemoCustomer(db: Db): void {
  const address = {
    firstName: 'Dana',
    lastName: 'Demo',
    address1: 'Torstraße 12',
    city: 'Berlin',
    postcode: '10119',
    country: 'DE',
    state: '',
  };
  insertCustomer(db, {
    username: DEMO_CUSTOMER.username,
    email: DEMO_CUSTOMER.email,
    passwordHash: hashSync(DEMO_CUSTOMER.password),
    firstName: 'Dana',
    lastName: 'Demo',
    billing: { ...address, email: DEMO_CUSTOMER.email, phone: '+49 30 1234567' },
    shipping: address,
  });
}
