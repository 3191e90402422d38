// Imported first by the component tests: writes the app's validators module (journey/ and the engine
// sample, so a run straight from `npx vitest` needs no `npm run journey:compile`) and a separate module for
// this folder's fixtures, which the app must not bundle.
import { writeValidators } from '../../../../scripts/compile-validators.js';

writeValidators();
writeValidators(undefined, ['test/engine/react/fixtures'], 'engine/generated/test-validators.js');
