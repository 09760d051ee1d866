import { appLink, isInternalPath, loginPath, safeRoute } from '../../src/lib/route';

describe('login route parameter', () => {
  it.each([
    ['/pages/my/index', '/pages/my/index'],
    ['/pages/index/details?id=3&type=treasure', '/pages/index/details?id=3&type=treasure'],
    ['//evil.example', '/'],
    ['//evil.example/pages/my/index', '/'],
    ['https://evil.example', '/'],
    ['http://evil.example/x', '/'],
    ['javascript:alert(1)', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['pages/my/index', '/'],
    ['', '/'],
    [null, '/'],
    ['/pages/login/index?route=/x', '/'],
    ['/%0d%0a//evil.example', '/%0d%0a//evil.example'],
  ])('%s → %s', (route, expected) => expect(safeRoute(route)).toBe(expected));

  it('only internal paths count as internal', () => {
    expect(isInternalPath('/a')).toBe(true);
    expect(isInternalPath('/\t/evil.example')).toBe(false);
    expect(isInternalPath('https://evil.example')).toBe(false);
  });

  it('builds the login path with an encoded route, or without an unsafe one', () => {
    expect(loginPath('/pages/my/info?x=1')).toBe('/pages/login/index?route=%2Fpages%2Fmy%2Finfo%3Fx%3D1');
    expect(loginPath('https://evil.example')).toBe('/pages/login/index');
  });

  it('opens only server links that are routes of the app', () => {
    expect(appLink('/pages/index/index?tab=box')).toBe('/pages/index/index?tab=box');
    expect(appLink('/pages/my/signIn')).toBe('/pages/my/signIn');
    expect(appLink('/pages/index/nowhere')).toBeUndefined();
    expect(appLink('https://evil.example/pages/index/index')).toBeUndefined();
    expect(appLink('//evil.example/pages/index/index')).toBeUndefined();
    expect(appLink('javascript:alert(1)')).toBeUndefined();
    expect(appLink('')).toBeUndefined();
    expect(appLink(undefined)).toBeUndefined();
  });
});
