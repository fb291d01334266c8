#!/usr/bin/env bash
# Everything a commit of machines/ needs green: format, diagrams, tests, lint, types.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx prettier --write machines --log-level warn
npm run diagrams -w machines --silent
npx vitest run --project machines --reporter dot
npx eslint machines --max-warnings=0
npx tsc --noEmit -p machines
