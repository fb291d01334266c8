/**
 * An email address as every form of the shop checks it before sending: one @, something before
 * it, a dotted domain, no spaces (the gateway refuses the same as EMAIL_INVALID).
 */
export const isEmailAddress = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim());
