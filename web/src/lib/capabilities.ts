import { useShellData } from './ShellData.tsx';

/**
 * The optional commerce capabilities the storefront has controls for: whether this shop's back end
 * offers each (`storeSettings.capabilities`, gateway README "Optional capabilities"). A capability
 * that is off has no control, no page and sends no request (web README "Optional commerce
 * capabilities"). Read once with the frame's store settings (ShellQueries.tsx), never per component.
 */
export interface Capabilities {
  /** Gift card codes in cart and checkout, the balance page, the gift card product's recipient fields. */
  giftCards: boolean;
  /** The order tracking page (order number and email) and its links. */
  orderTracking: boolean;
  /** Card payment (the Stripe Payment Element) at checkout, and the card brands in the footer. */
  stripePaymentIntents: boolean;
  /** A mailed reset link's key checked as it opens, before the new-password form. */
  passwordResetKeyStatus: boolean;
}

export type Capability = keyof Capabilities;

/** What the storefront assumes until the back end has said: nothing optional. */
export const noCapabilities: Capabilities = {
  giftCards: false,
  orderTracking: false,
  stripePaymentIntents: false,
  passwordResetKeyStatus: false,
};

/** The capabilities, or undefined until the frame's store settings have arrived. */
export const useCapabilities = (): Capabilities | undefined => useShellData().capabilities;

/** Whether the back end offers `name`; false until known, so no control shows that might not work. */
export const useCapability = (name: Capability): boolean => useCapabilities()?.[name] ?? false;
