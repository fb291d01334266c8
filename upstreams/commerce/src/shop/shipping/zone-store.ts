import { parseJson, type Db } from '../db.ts';
import type { ShippingMethod, ShippingZone } from '../pricing/shipping.ts';

interface ZoneRecord {
  id: number;
  name: string;
  zone_order: number;
  locations: string;
}

interface MethodRecord {
  instance_id: number;
  zone_id: number;
  type: ShippingMethod['type'];
  title: string;
  cost: number;
  min_amount: number | null;
  requires_coupon: number;
}

export function loadZones(db: Db): ShippingZone[] {
  const zones = db.prepare('SELECT * FROM shipping_zones ORDER BY zone_order, id').all() as ZoneRecord[];
  const methods = db
    .prepare('SELECT * FROM shipping_methods ORDER BY method_order, instance_id')
    .all() as MethodRecord[];
  return zones.map((zone) => ({
    id: zone.id,
    name: zone.name,
    order: zone.zone_order,
    locations: parseJson<string[]>(zone.locations, []),
    methods: methods
      .filter((method) => method.zone_id === zone.id)
      .map((method) => ({
        instanceId: method.instance_id,
        type: method.type,
        title: method.title,
        cost: method.cost,
        minAmount: method.min_amount,
        requiresCoupon: method.requires_coupon === 1,
      })),
  }));
}

export interface ZoneInput {
  name: string;
  order: number;
  locations: string[];
  methods: Omit<ShippingMethod, 'instanceId'>[];
}

export function createZone(db: Db, zone: ZoneInput): void {
  db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare('INSERT INTO shipping_zones (name, zone_order, locations) VALUES (?, ?, ?)')
      .run(zone.name, zone.order, JSON.stringify(zone.locations));
    zone.methods.forEach((method, index) => {
      db.prepare(
        'INSERT INTO shipping_methods (zone_id, method_order, type, title, cost, min_amount, requires_coupon) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        lastInsertRowid,
        index,
        method.type,
        method.title,
        method.cost,
        method.minAmount,
        method.requiresCoupon ? 1 : 0,
      );
    });
  })();
}
