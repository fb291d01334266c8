// The 35 canned purchase notifications (behaviour §3) and the seeded choice of 8 to 12 of them per
// hour (behaviour §9). They are invented, so they are set in the shop's own markets (a Berlin shop
// selling across the EU: its cities, first names with an initial) and the storefront labels them
// as examples, never as verified purchases (EU Unfair Commercial Practices Directive, annex I;
// web features/social-proof). The web app formats `minutesAgo` and names the product.
import { settings } from './settings.ts';

export interface PurchaseNotification {
  id: number;
  /** A first name and the initial of a last name ("Lena W."): never a whole invented name. */
  customerName: string;
  /** English text, e.g. "12 minutes ago"; `minutesAgo` is the same as a number for Intl formatting. */
  timeAgo: string;
  minutesAgo: number;
  /** Avatar initials. */
  avatar: string;
  /** A city in the shop's markets, in its own language's spelling. */
  location: string;
}

const canned: [string, number, string][] = [
  ['Lena W.', 2, 'Berlin'],
  ['Sophie M.', 4, 'Hamburg'],
  ['Marie K.', 5, 'München'],
  ['Hannah S.', 7, 'Köln'],
  ['Emma B.', 9, 'Frankfurt am Main'],
  ['Mia H.', 10, 'Leipzig'],
  ['Clara F.', 12, 'Dresden'],
  ['Lea R.', 14, 'Stuttgart'],
  ['Anna L.', 15, 'Düsseldorf'],
  ['Paula N.', 17, 'Bremen'],
  ['Johanna T.', 19, 'Nürnberg'],
  ['Laura G.', 20, 'Wien'],
  ['Katharina P.', 22, 'Graz'],
  ['Camille D.', 24, 'Paris'],
  ['Chloé M.', 25, 'Lyon'],
  ['Manon B.', 27, 'Bordeaux'],
  ['Inès L.', 29, 'Lille'],
  ['Giulia R.', 30, 'Milano'],
  ['Chiara B.', 32, 'Roma'],
  ['Sofia C.', 34, 'Torino'],
  ['Martina E.', 36, 'Bologna'],
  ['Lucía G.', 37, 'Madrid'],
  ['Carmen S.', 39, 'Barcelona'],
  ['Elena M.', 41, 'Valencia'],
  ['Inês S.', 42, 'Lisboa'],
  ['Beatriz C.', 44, 'Porto'],
  ['Sanne J.', 46, 'Amsterdam'],
  ['Fleur V.', 47, 'Utrecht'],
  ['Louise D.', 49, 'Bruxelles'],
  ['Noor P.', 51, 'Antwerpen'],
  ['Aoife K.', 52, 'Dublin'],
  ['Freja N.', 54, 'København'],
  ['Ebba L.', 56, 'Stockholm'],
  ['Zofia W.', 57, 'Kraków'],
  ['Tereza H.', 59, 'Praha'],
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
