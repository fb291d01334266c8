import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

/** The shop's Node services in start order: the gateway needs the other two. */
export interface ServiceSpec {
  name: string;
  dir: string;
  port: number;
  portVariable: string;
  healthPath: string;
}

export const services: ServiceSpec[] = [
  {
    name: 'content',
    dir: 'upstreams/content',
    port: 4020,
    portVariable: 'CONTENT_PORT',
    healthPath: '/healthz',
  },
  {
    name: 'commerce',
    dir: 'upstreams/commerce',
    port: 4010,
    portVariable: 'COMMERCE_PORT',
    healthPath: '/healthz',
  },
  { name: 'gateway', dir: 'gateway', port: 3000, portVariable: 'PORT', healthPath: '/healthz' },
];

export const serverEntry = (service: ServiceSpec) => path.join(repoRoot, service.dir, 'src', 'server.ts');

/** Services whose code exists yet: the foundation starts whatever has been built so far. */
export const availableServices = () => services.filter((service) => existsSync(serverEntry(service)));
