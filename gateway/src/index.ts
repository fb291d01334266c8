export { buildApp } from './app.ts';
export { loadGatewayConfig, type GatewayConfig } from './config.ts';
