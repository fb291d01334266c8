// The 35 canned purchase notifications (spec §3) and the seeded choice of 8 to 12 of them per
// hour (spec §9). Names, times and places are invented; the web app translates `timeAgo`.
import { settings } from './settings.ts';

export interface PurchaseNotification {
  id: number;
  customerName: string;
  timeAgo: string;
  /** Avatar initials. */
  avatar: string;
  location: string;
}

const canned: [string, string, string][] = [
  ['Emma Johnson', '2 minutes ago', 'Austin, TX'],
  ['Olivia Martinez', '5 minutes ago', 'Miami, FL'],
  ['Ava Thompson', '7 minutes ago', 'Seattle, WA'],
  ['Sophia Garcia', '9 minutes ago', 'Phoenix, AZ'],
  ['Isabella Brown', '12 minutes ago', 'Denver, CO'],
  ['Mia Davis', '14 minutes ago', 'Chicago, IL'],
  ['Charlotte Wilson', '16 minutes ago', 'Boston, MA'],
  ['Amelia Anderson', '18 minutes ago', 'Portland, OR'],
  ['Harper Taylor', '21 minutes ago', 'Nashville, TN'],
  ['Evelyn Thomas', '23 minutes ago', 'San Diego, CA'],
  ['Abigail Moore', '25 minutes ago', 'Atlanta, GA'],
  ['Emily Jackson', '27 minutes ago', 'Dallas, TX'],
  ['Ella White', '29 minutes ago', 'Orlando, FL'],
  ['Madison Harris', '31 minutes ago', 'Las Vegas, NV'],
  ['Scarlett Clark', '33 minutes ago', 'Charlotte, NC'],
  ['Grace Lewis', '35 minutes ago', 'Minneapolis, MN'],
  ['Chloe Robinson', '37 minutes ago', 'Salt Lake City, UT'],
  ['Victoria Walker', '39 minutes ago', 'Columbus, OH'],
  ['Riley Young', '41 minutes ago', 'Kansas City, MO'],
  ['Aria Allen', '43 minutes ago', 'Sacramento, CA'],
  ['Lily King', '45 minutes ago', 'Raleigh, NC'],
  ['Zoey Wright', '47 minutes ago', 'Tampa, FL'],
  ['Nora Scott', '49 minutes ago', 'Pittsburgh, PA'],
  ['Hannah Green', '51 minutes ago', 'Baltimore, MD'],
  ['Layla Baker', '53 minutes ago', 'Milwaukee, WI'],
  ['Zoe Adams', '55 minutes ago', 'Albuquerque, NM'],
  ['Stella Nelson', '57 minutes ago', 'Tucson, AZ'],
  ['Lucy Hill', '1 hour ago', 'Honolulu, HI'],
  ['Ellie Campbell', '1 hour ago', 'New Orleans, LA'],
  ['Paisley Mitchell', '1 hour ago', 'Richmond, VA'],
  ['Audrey Roberts', '2 hours ago', 'Boise, ID'],
  ['Skylar Carter', '2 hours ago', 'Omaha, NE'],
  ['Violet Phillips', '2 hours ago', 'Anchorage, AK'],
  ['Claire Evans', '3 hours ago', 'Louisville, KY'],
  ['Bella Turner', '3 hours ago', 'Providence, RI'],
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();

export const purchaseNotifications: readonly PurchaseNotification[] = canned.map(
  ([customerName, timeAgo, location], index) => ({
    id: index + 1,
    customerName,
    timeAgo,
    avatar: initials(customerName),
    location,
  }),
);

/** mulberry32: a small, well-known seeded generator; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The hour's entries: 8 to 12 distinct notifications, the same for the same seed and hour. */
export function hourlyNotifications(seed: number, hourIndex: number): PurchaseNotification[] {
  const random = seededRandom(Math.imul(seed ^ 0x9e3779b9, 31) + hourIndex);
  const { purchaseToastEntriesPerHourMin: min, purchaseToastEntriesPerHourMax: max } = settings;
  const count = min + Math.floor(random() * (max - min + 1));
  const pool = [...purchaseNotifications];
  // Partial Fisher-Yates: the first `count` slots end up a uniform random choice.
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** The stored list of recently shown notifications: newest first, capped at 10 when adding. */
export function addRecent(
  recent: readonly PurchaseNotification[],
  entry: PurchaseNotification,
): PurchaseNotification[] {
  return [entry, ...recent].slice(0, settings.purchaseToastStoredLimit);
}
