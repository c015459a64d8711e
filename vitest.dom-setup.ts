// The jsdom tests' own setup, after vitest.setup.ts. The portal's router stops listening to the
// document a second after its last subscriber leaves (nanostores' unmount delay); a test file
// torn down sooner would leave that timer to run in the next file's worker with no document, an
// uncaught error. Each file stops it while its document is still there.
import { configure } from '@testing-library/react';
import { cleanStores } from 'nanostores';
import { afterAll } from 'vitest';
import { $router } from './shell/router';

afterAll(() => cleanStores($router));

// On a loaded two-core machine a render after a mocked answer can take longer than Testing
// Library's one second; a passing wait returns as soon as it holds, so only a failure waits longer.
configure({ asyncUtilTimeout: 5000 });
