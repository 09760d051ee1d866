import { API_RESPONSE_POLICY, contentSecurityPolicy } from '../../src/lib/security/contentSecurityPolicy';
import { WEB_VIEW_ORIGINS } from '../../src/lib/security/webViewHosts';

/** directive → its sources */
const parse = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy of a build', () => {
  it('locks down scripts, plugins, the base URL, framing and HTML sinks whatever the settings', () => {
    for (const settings of [{}, { apiBase: 'https://api.example.com' }]) {
      const policy = parse(contentSecurityPolicy(settings));
      expect(policy['default-src']).toEqual(["'self'"]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(policy['object-src']).toEqual(["'none'"]);
      expect(policy['base-uri']).toEqual(["'none'"]);
      expect(policy['frame-ancestors']).toEqual(["'none'"]);
      expect(policy['form-action']).toEqual(["'self'"]);
      expect(policy['worker-src']).toEqual(["'self'"]);
      expect(policy['manifest-src']).toEqual(["'self'"]);
      expect(policy['require-trusted-types-for']).toEqual(["'script'"]);
      expect(policy['trusted-types']).toEqual(['dompurify', 'default', 'fake-backend-worker', 'boot']);
    }
  });

  it('lets in the inline scripts it is given by their hashes, in script-src alone', () => {
    const boot = "'sha256-l3C8I0tjpAJVaYR/70DI4M+iKlbdppf2HRPNYrG/Y4k='";
    const policy = parse(contentSecurityPolicy({ apiBase: '', inlineScripts: [boot] }));
    expect(policy['script-src']).toEqual(["'self'", boot]);
    const elsewhere = Object.entries(policy).filter(([, sources]) => sources.includes(boot));
    expect(elsewhere.map(([name]) => name)).toEqual(['script-src']);
    expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('the demo build (fake backend in a service worker) talks to its own origin only', () => {
    expect(contentSecurityPolicy({ apiBase: '' })).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self'; connect-src 'self'; " +
        `frame-src 'self' ${WEB_VIEW_ORIGINS.join(' ')}; ` +
        "worker-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        "frame-ancestors 'none'; require-trusted-types-for 'script'; trusted-types dompurify default fake-backend-worker boot",
    );
  });

  it('a real-backend build reaches the API origin, its wss:// socket and its pictures', () => {
    const policy = parse(contentSecurityPolicy({ apiBase: 'https://api.example.com/v2' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://api.example.com']);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://api.example.com', ...WEB_VIEW_ORIGINS]);
  });

  it('an http API (the local fake backend) gets ws://, and no frames: the web view opens https only', () => {
    const policy = parse(contentSecurityPolicy({ apiBase: 'http://127.0.0.1:8787' }));
    expect(policy['connect-src']).toEqual(["'self'", 'http://127.0.0.1:8787', 'ws://127.0.0.1:8787']);
    expect(policy['frame-src']).toEqual(["'self'", ...WEB_VIEW_ORIGINS]);
  });

  it('a socket of its own (VITE_SOCKET_URL) replaces the API-derived one', () => {
    const policy = parse(
      contentSecurityPolicy({ apiBase: 'https://api.example.com', socketUrl: 'wss://live.example.com/chat' }),
    );
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com', 'wss://live.example.com']);
    const https = parse(contentSecurityPolicy({ apiBase: '', socketUrl: 'https://live.example.com/chat' }));
    expect(https['connect-src']).toEqual(["'self'", 'wss://live.example.com']);
  });

  it('a relative API base or socket URL stays on this origin', () => {
    expect(parse(contentSecurityPolicy({ apiBase: '/api' }))['connect-src']).toEqual(["'self'"]);
    const policy = parse(contentSecurityPolicy({ apiBase: 'https://api.example.com', socketUrl: '/chat' }));
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.example.com']);
  });

  it("the fake backend's answers may load and run nothing, nor be framed", () => {
    expect(parse(API_RESPONSE_POLICY)).toEqual({
      'default-src': ["'none'"],
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'none'"],
    });
  });
});
