import type { SubscribeResult } from '@nails/machines';

/** Subscribes through the gateway; resolves with the discount code and success text. */
export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  void email;
  throw new Error('newsletter subscription is not available yet');
}
