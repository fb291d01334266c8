// Prints the plain closing line CI reads ("N passed, N failed" and ", N skipped" when any were
// skipped), from the JSON report Vitest writes during `npm test`. Exits 1 when a test failed or
// none ran.
import { readFileSync } from 'node:fs';

const file = process.argv[2] ?? 'var/test-report.json';
let report;
try {
  report = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  console.log(`no test report at ${file}: ${error.message}`);
  console.log('0 passed, 1 failed');
  process.exit(1);
}
const passed = report.numPassedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
// A file that failed before any of its tests ran (an import error) counts as one failure;
// otherwise failures are the failed tests, as Vitest's own summary counts them.
const brokenFiles = (report.testResults ?? []).filter(
  (result) =>
    result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
).length;
if (brokenFiles > 0) console.log(`${brokenFiles} test file(s) failed to run`);
const failed = (report.numFailedTests ?? 0) + brokenFiles;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(passed > 0 && failed === 0 ? 0 : 1);
