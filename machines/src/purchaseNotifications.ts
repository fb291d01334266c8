// The 35 canned purchase notifications (spec §3) and the seeded choice of 8 to 12 of them per
// hour (spec §9). Names, times and places are invented; the web app formats `minutesAgo`.
import { settings } from './settings.ts';

export interface PurchaseNotification {
  id: number;
  customerName: string;
  /** English text, e.g. "12 minutes ago"; `minutesAgo` is the same as a number for Intl formatting. */
  timeAgo: string;
  minutesAgo: number;
  /** Avatar initials. */
  avatar: string;
  location: string;
}

const canned: [string, number, string][] = [
  ['Emma Johnson', 2, 'Austin, TX'],
  ['Olivia Martinez', 4, 'Miami, FL'],
  ['Ava Thompson', 5, 'Seattle, WA'],
  ['Sophia Garcia', 7, 'Phoenix, AZ'],
  ['Isabella Brown', 9, 'Denver, CO'],
  ['Mia Davis', 10, 'Chicago, IL'],
  ['Charlotte Wilson', 12, 'Boston, MA'],
  ['Amelia Anderson', 14, 'Portland, OR'],
  ['Harper Taylor', 15, 'Nashville, TN'],
  ['Evelyn Thomas', 17, 'San Diego, CA'],
  ['Abigail Moore', 19, 'Atlanta, GA'],
  ['Emily Jackson', 20, 'Dallas, TX'],
  ['Ella White', 22, 'Orlando, FL'],
  ['Madison Harris', 24, 'Las Vegas, NV'],
  ['Scarlett Clark', 25, 'Charlotte, NC'],
  ['Grace Lewis', 27, 'Minneapolis, MN'],
  ['Chloe Robinson', 29, 'Salt Lake City, UT'],
  ['Victoria Walker', 30, 'Columbus, OH'],
  ['Riley Young', 32, 'Kansas City, MO'],
  ['Aria Allen', 34, 'Sacramento, CA'],
  ['Lily King', 36, 'Raleigh, NC'],
  ['Zoey Wright', 37, 'Tampa, FL'],
  ['Nora Scott', 39, 'Pittsburgh, PA'],
  ['Hannah Green', 41, 'Baltimore, MD'],
  ['Layla Baker', 42, 'Milwaukee, WI'],
  ['Zoe Adams', 44, 'Albuquerque, NM'],
  ['Stella Nelson', 46, 'Tucson, AZ'],
  ['Lucy Hill', 47, 'Honolulu, HI'],
  ['Ellie Campbell', 49, 'New Orleans, LA'],
  ['Paisley Mitchell', 51, 'Richmond, VA'],
  ['Audrey Roberts', 52, 'Boise, ID'],
  ['Skylar Carter', 54, 'Omaha, NE'],
  ['Violet Phillips', 56, 'Anchorage, AK'],
  ['Claire Evans', 57, 'Louisville, KY'],
  ['Bella Turner', 59, 'Providence, RI'],
];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .toUpperCase();

export const purchaseNotifications: readonly PurchaseNotification[] = canned.map(
  ([customerName, minutesAgo, location], index) => ({
    id: index + 1,
    customerName,
    timeAgo: `${minutesAgo} minutes ago`,
    minutesAgo,
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
