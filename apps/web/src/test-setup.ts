import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { storageWritten } from './lib/storage';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A value set late in a file is encrypted in the background: let it land before jsdom goes away.
afterAll(storageWritten);

// The first render of a lazy route compiles its modules; give it time on a slow machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error on every navigation.
window.scrollTo = () => undefined;
