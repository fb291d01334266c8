// Every machine by name (its id and file name), for the graph check and the diagram generator.
import type { AnyStateMachine } from 'xstate';
import { accountMachine } from './accountMachine.ts';
import { authMachine } from './authMachine.ts';
import { bannerCarouselMachine } from './bannerCarouselMachine.ts';
import { buildUpdateMachine } from './buildUpdateMachine.ts';
import { cartMachine } from './cartMachine.ts';
import { checkoutMachine } from './checkoutMachine.ts';
import { consentMachine } from './consentMachine.ts';
import { floatingBallMachine } from './floatingBallMachine.ts';
import { newsletterMachine } from './newsletterMachine.ts';
import { passwordResetMachine } from './passwordResetMachine.ts';
import { purchaseToastMachine } from './purchaseToastMachine.ts';
import { resumedAttemptMachine } from './resumedAttemptMachine.ts';
import { sessionRefreshMachine } from './sessionRefreshMachine.ts';
import { shellMachine } from './shellMachine.ts';
import { storeStartMachine } from './storeStartMachine.ts';

export const allMachines: Record<string, AnyStateMachine> = {
  shell: shellMachine,
  cart: cartMachine,
  checkout: checkoutMachine,
  resumedAttempt: resumedAttemptMachine,
  newsletter: newsletterMachine,
  floatingBall: floatingBallMachine,
  purchaseToast: purchaseToastMachine,
  bannerCarousel: bannerCarouselMachine,
  buildUpdate: buildUpdateMachine,
  storeStart: storeStartMachine,
  sessionRefresh: sessionRefreshMachine,
  auth: authMachine,
  account: accountMachine,
  passwordReset: passwordResetMachine,
  consent: consentMachine,
};
