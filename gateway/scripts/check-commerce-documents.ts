/**
 * `npm run typecheck -w gateway` runs this after tsc: every document a command sends to commerce
 * (registered by `commerceDocument`, src/commands/commerce-document.ts) must validate against the
 * commerce schema, so a field the real back end lacks fails the build, not a shopper.
 */
import { registeredDocuments } from '../src/commands/commerce-document.ts';
import { documentProblems } from '../src/commands/check-documents.ts';
// Building the schema imports every concept's commands, and so registers their documents.
import '../src/schema/create-schema.ts';
// The export route reads commerce outside the schema (privacy README "Export").
import '../src/privacy/commerce-personal-data.ts';

const documents = registeredDocuments();
const problems = documentProblems(documents);
if (problems.length > 0) {
  console.error(`commerce documents refused by schema/commerce.graphql:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`${documents.length} commerce documents valid against schema/commerce.graphql`);
