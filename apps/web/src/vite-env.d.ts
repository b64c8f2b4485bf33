/// <reference types="vite/client" />
/// <reference types="vitest/config" />

interface ImportMetaEnv {
  /** Key material for the local-storage cipher (at least 10 characters; SPEC §9). */
  readonly VITE_STORAGE_SECRET?: string;
  /** Turns on the seed's console blocking (DESIGN.md §7); off by default. */
  readonly VITE_BLOCK_DEVTOOLS?: string;
}

/** The file picker's `accept`: MEDIA_ACCEPT of @hatira/shared/media, written in by the build (vite.config.ts). */
declare const __MEDIA_ACCEPT__: string;
