import type { ContentClient } from '../content/content-client.ts';
import { GatewayError } from '../errors.ts';
import { UpstreamError } from '../upstreams/resilience.ts';

/** Why a delivery failed, recorded on the sign-up (`lastError`) until a retry succeeds. */
export class ContentDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentDeliveryError';
  }
}

/**
 * Behaviour §7: a sign-up is stored by the content service as `POST /api/subscription-emails`
 * (Strapi REST dialect), through the one content client and its policy (timeout, breaker).
 */
export async function postSubscriptionEmail(content: ContentClient, email: string): Promise<void> {
  try {
    await content.create('subscription-emails', {
      email,
      form_to: 'subscription-modal',
      is_send_mail: false,
    });
  } catch (error) {
    // Strapi refuses a second record of a unique email: it is already there, which is what we want.
    if (error instanceof GatewayError && error.extensions.status === 400 && /unique/i.test(error.message))
      return;
    if (error instanceof GatewayError)
      throw new ContentDeliveryError(`content service answered ${String(error.extensions.status)}`);
    if (error instanceof UpstreamError && error.status !== undefined)
      throw new ContentDeliveryError(`content service answered ${error.status}`);
    throw new ContentDeliveryError(`content service unreachable: ${(error as Error).message}`);
  }
}
