// Public surface of @nails/machines: the machines, their types, settings and messages.
export * from './settings.ts';
export * from './messages.ts';
export * from './shellMachine.ts';
export * from './newsletterMachine.ts';
export * from './floatingBallMachine.ts';
export * from './bannerCarouselMachine.ts';
export { allMachines } from './registry.ts';
