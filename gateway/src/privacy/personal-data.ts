import { sessionPersonalData } from '../account/session-personal-data.ts';
import { checkoutPersonalData } from '../checkout/checkout-personal-data.ts';
import { BackInStockRepository } from '../restock/back-in-stock.ts';
import { backInStockPersonalData } from '../restock/restock-personal-data.ts';
import { newsletterPersonalData } from '../newsletter/newsletter-personal-data.ts';
import type { EventStore } from '../state/open-event-store.ts';
import { fitPersonalData } from '../fit/fit-personal-data.ts';
import { wishlistPersonalData } from '../wishlist/wishlist-personal-data.ts';

/**
 * Whose data a section exports: the signed-in customer of the session (the export route,
 * `GET /account/my-data.json`, never takes it from the request). `customerId` is the commerce
 * customer's `databaseId` written in decimal, `email` her account email as commerce answers it:
 * guest sign-ups (newsletter, stock alerts) are found by that email.
 */
export interface PersonalDataSubject {
  customerId: string;
  email: string;
}

/** One part of the export file: what one concept of the gateway's own state holds on the subject. */
export interface PersonalDataSection {
  /** JSON key in the export file, e.g. 'wishlist', 'size', 'newsletter', 'stockAlerts'. */
  name: string;
  /** What the gateway's own state holds on this customer (plain JSON), for the export. */
  exportFor(subject: PersonalDataSubject): Promise<unknown>;
}

/** A concept's section, made from the opened event store (its repository lives there). */
export type PersonalDataSource = (store: EventStore) => PersonalDataSection;

/**
 * Every concept that keeps personal data in the gateway's own state contributes one source here,
 * as `state/read-models.ts` lists read models: a concept adds its own line (README "Personal
 * data"). What is not listed is not exported, so a new concept holding personal data must add one.
 */
export const shopPersonalData: readonly PersonalDataSource[] = [
  (store) => wishlistPersonalData(store.wishlists),
  (store) => fitPersonalData(store.sizes),
  (store) => newsletterPersonalData(store.newsletter, (value) => store.personal.openSealed(value)),
  (store) => sessionPersonalData(store.log),
  (store) => checkoutPersonalData(store.log),
  (store) => backInStockPersonalData(new BackInStockRepository(store.log), store.personal),
];

/**
 * The registry the app wires: each source's section, in the order listed (the export file's key
 * order). Two sections with one name would overwrite each other in the file, so that throws at start.
 */
export function personalDataSections(
  store: EventStore,
  sources: readonly PersonalDataSource[] = shopPersonalData,
): readonly PersonalDataSection[] {
  const sections = sources.map((source) => source(store));
  const seen = new Set<string>();
  for (const { name } of sections) {
    if (seen.has(name)) throw new Error(`two personal data sections are named "${name}"`);
    seen.add(name);
  }
  return sections;
}
