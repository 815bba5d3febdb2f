/// <reference types="vite/client" />

/** App version, from vite.config.ts (document 1 §9: 0.9.0). */
declare const __APP_VERSION__: string;
/** ISO 8601 moment of the build, from vite.config.ts. */
declare const __BUILD_DATE__: string;
