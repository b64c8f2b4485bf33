import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The first render of a lazy route compiles its modules; give it time on a slow machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op rather than a "not implemented" error on every navigation.
window.scrollTo = () => undefined;
