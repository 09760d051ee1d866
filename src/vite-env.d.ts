/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

declare const __FAKE_BACKEND__: boolean;
/** changes with every build: the locale files' cache key */
declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_APP_ID?: string;
  readonly VITE_CHANNEL?: string;
  readonly VITE_SOCKET_URL?: string;
}
