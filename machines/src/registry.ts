// Every machine by name (its id and file name), for the graph check and the diagram generator.
import type { AnyStateMachine } from 'xstate';
import { bannerCarouselMachine } from './bannerCarouselMachine.ts';

export const allMachines: Record<string, AnyStateMachine> = {
  bannerCarousel: bannerCarouselMachine,
};
