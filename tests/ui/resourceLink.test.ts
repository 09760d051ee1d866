import { href } from '../../src/lib/href';
import { resourceTarget } from '../../src/features/documents/resourceLink';

describe('resourceTarget', () => {
  it('opens an app route with its query in the app', () => {
    expect(resourceTarget('/pages/wallet/todayAdd')).toEqual({ kind: 'app', path: '/pages/wallet/todayAdd' });
    expect(resourceTarget('/pages/index/details?type=crowd&id=15')).toEqual({
      kind: 'app',
      path: '/pages/index/details?type=crowd&id=15',
    });
  });

  it('opens an allowed https host in the web view and any other https page outside', () => {
    expect(resourceTarget('https://help.qcmall.io/qc')).toEqual({
      kind: 'webView',
      path: href('/pages/my/webView', { url: 'https://help.qcmall.io/qc' }),
    });
    expect(resourceTarget('https://explorer.example.org/a?b=1')).toEqual({
      kind: 'outside',
      url: 'https://explorer.example.org/a?b=1',
    });
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://explorer.example.org/qc',
    '//evil.example.org/x',
    '/\\evil.example.org',
    'https://user:pw@explorer.example.org/',
    '/pages/nowhere/index',
    'relative/path',
    '',
  ])('links nothing for %j', (url) => {
    expect(resourceTarget(url)).toEqual({ kind: 'none' });
  });
});
