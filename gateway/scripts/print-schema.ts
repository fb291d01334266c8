/** Writes schema/gateway.graphql, the stitched schema web's relay-compiler reads. */
import { writeFileSync } from 'node:fs';
import { printGatewaySchema, printedSchemaFile } from '../src/schema/print.ts';

writeFileSync(printedSchemaFile, printGatewaySchema());
console.log(`wrote ${printedSchemaFile}`);
