/** Writes schema/gateway.graphql, the stitched schema web's relay-compiler reads. */
import { writeFileSync } from 'node:fs';
import { printGatewaySchema, printedSchemaFile } from '../src/schema/print.ts';
import { schemaExtensions } from '../src/schema/extensions.ts';

writeFileSync(printedSchemaFile, printGatewaySchema(await schemaExtensions()));
console.log(`wrote ${printedSchemaFile}`);
