// Public surface of @nails/machines: the machines, their types, settings and messages.
export * from './settings.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './commerceTypes.ts';
export * from './purchaseNotifications.ts';
export * from './shellMachine.ts';
export * from './cartMachine.ts';
export * from './newsletterMachine.ts';
export * from './floatingBallMachine.ts';
export * from './purchaseToastMachine.ts';
export * from './bannerCarouselMachine.ts';
export * from './buildUpdateMachine.ts';
export * from './storeStartMachine.ts';
export * from './sessionRefreshMachine.ts';
export * from './authMachine.ts';
export * from './accountMachine.ts';
export * from './passwordResetMachine.ts';
export { allMachines } from './registry.ts';
