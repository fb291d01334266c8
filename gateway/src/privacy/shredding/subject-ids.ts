import { createHash } from 'node:crypto';

/**
 * Data subjects, as the contracts between concepts name them (gateway README "Personal data"):
 * a customer by her commerce database id, a guest known only by an address (a newsletter or
 * stock alert sign-up) by a hash of that address, so the key table names nobody in clear.
 */
export type SubjectId = `customer:${number}` | `email:${string}`;

export const customerSubject = (customerId: number): SubjectId => `customer:${customerId}`;

/** `email:<sha256 of the lowercased address, hex>`; surrounding spaces never make another subject. */
export const emailSubject = (email: string): SubjectId =>
  `email:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;

/**
 * Whose an order's personal facts are: the customer's when the order has one, else the billing
 * address's (a guest); undefined when neither is known (then nothing personal is kept).
 */
export function orderSubject(
  customerId: number | undefined,
  billingEmail: string | undefined,
): SubjectId | undefined {
  if (customerId && customerId > 0) return customerSubject(customerId);
  return billingEmail?.trim() ? emailSubject(billingEmail) : undefined;
}

const subjectPattern = /^(customer:[1-9]\d{0,15}|email:[0-9a-f]{64})$/;

export const isSubjectId = (value: string): value is SubjectId => subjectPattern.test(value);
