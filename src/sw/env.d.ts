/** true in a demo build, whose fake backend's worker runs inside this one (vite.config.ts defines it) */
declare const __FAKE_BACKEND__: boolean;
