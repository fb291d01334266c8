// Every machine by name (its id and file name), for the graph check and the diagram generator.
import type { AnyStateMachine } from 'xstate';
import { bannerCarouselMachine } from './bannerCarouselMachine.ts';
import { buildUpdateMachine } from './buildUpdateMachine.ts';
import { floatingBallMachine } from './floatingBallMachine.ts';
import { newsletterMachine } from './newsletterMachine.ts';
import { purchaseToastMachine } from './purchaseToastMachine.ts';
import { shellMachine } from './shellMachine.ts';
import { storeStartMachine } from './storeStartMachine.ts';

export const allMachines: Record<string, AnyStateMachine> = {
  shell: shellMachine,
  newsletter: newsletterMachine,
  floatingBall: floatingBallMachine,
  purchaseToast: purchaseToastMachine,
  bannerCarousel: bannerCarouselMachine,
  buildUpdate: buildUpdateMachine,
  storeStart: storeStartMachine,
};
