import path from 'node:path';
import { repoRoot } from '@nails/platform';

/** The SDL files live in the repository's `schema/` folder (architecture, top-level folders). */
export const schemaFile = (name: string): string => path.join(repoRoot, 'schema', name);
