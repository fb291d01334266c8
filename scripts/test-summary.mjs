// Prints the plain closing line CI reads ("N passed, N failed" and ", N skipped" when any were
// skipped), from the JSON report Vitest writes during `npm test`. Exits 1 when no test ran.
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
const failed = report.numFailedTests ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
const suitesFailed = report.numFailedTestSuites ?? 0;
if (suitesFailed > 0) console.log(`${suitesFailed} test file(s) failed to run`);
const totalFailed = failed + suitesFailed;
console.log(`${passed} passed, ${totalFailed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(passed > 0 && totalFailed === 0 ? 0 : 1);
