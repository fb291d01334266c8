import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@nails/platform';

/** The SDL files live in the repository's `schema/` folder (root README). */
export const schemaFile = (name: string): string => path.join(repoRoot, 'schema', name);

/** The optional capabilities' extension SDL, one file per capability (schema README). */
export const commerceExtensionsDir = schemaFile('commerce-extensions');

/** The real WooGraphQL core the product uses (`schema/commerce.graphql`). */
export const commerceCoreSdl = (): string => readFileSync(schemaFile('commerce.graphql'), 'utf8');
