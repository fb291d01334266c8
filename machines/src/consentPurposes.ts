// The purposes the consent banner asks about (web README "Consent"), without XState: the web's
// every page reads a kept choice with these (web/src/lib/consent.ts) and loads the machine only
// with the banner.

/** Purposes the shopper chooses; "needed" and "payments" are not asked (web README "Consent"). */
export const optionalPurposes = ['preferences', 'chat'] as const;
export type OptionalPurpose = (typeof optionalPurposes)[number];

/** A choice: each optional purpose granted or not. */
export type ConsentChoice = Record<OptionalPurpose, boolean>;

export const allGranted: ConsentChoice = { preferences: true, chat: true };
export const noneGranted: ConsentChoice = { preferences: false, chat: false };
