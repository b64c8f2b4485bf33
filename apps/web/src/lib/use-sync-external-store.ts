// react-i18next imports useSyncExternalStore from the `use-sync-external-store/shim` package,
// written for React before 18; React 19 has it. Builds resolve the shim to this module
// (vite.config.ts), so every page's first download leaves the shim's copy out.
export { useSyncExternalStore } from 'react';
