import { computeSign, signString, signUrl } from '../../src/lib/sign';

const base = {
  appid: 'qc-mall-h5',
  nonce: 4821,
  timestamp: 1763683200,
  os: 'h5',
  token: 't0k3n',
  url: 'api.example.com/api/Treasure/BuyTreasure',
  lang: 'en_us',
};

describe('signature', () => {
  it('matches the architecture test vector', () => {
    const payload = { goodsId: 12, count: 3, remark: '生日快乐' };
    expect(signString(base, payload)).toBe(
      'appid=qc-mall-h5&count=3&goodsId=12&lang=en_us&nonce=4821&os=h5&remark=生日快乐&timestamp=1763683200&token=t0k3n&url=api.example.com/api/Treasure/BuyTreasure',
    );
    expect(computeSign(base, payload)).toBe('1dc34012c7af328ad8f057a702a617b3');
  });

  it('signs GET query values as the text that is sent', () => {
    const get = { ...base, url: 'localhost:5173/api/Treasure/GetGoodsList' };
    expect(signString(get, { pageIndex: '1', pageSize: '20' })).toBe(
      'appid=qc-mall-h5&lang=en_us&nonce=4821&os=h5&pageIndex=1&pageSize=20&timestamp=1763683200&token=t0k3n&url=localhost:5173/api/Treasure/GetGoodsList',
    );
    expect(computeSign(get, { pageIndex: '1', pageSize: '20' })).toBe(
      computeSign(get, { pageIndex: 1, pageSize: 20 }),
    );
    expect(computeSign(get, { pageIndex: 1, pageSize: 20 })).toBe('55ede429089d398f4c0f8a3a23e60a31');
  });

  it('serialises nested objects and arrays as JSON, drops null and undefined, keeps empty strings', () => {
    const payload = {
      logs: [{ path: '/a', enterAt: 1 }],
      filter: { kind: 'x' },
      note: '',
      skip: null,
      gone: undefined,
      flag: false,
    };
    const text = signString({ ...base, token: '' }, payload);
    expect(computeSign({ ...base, token: '' }, payload)).toBe('a1b7160237e88b43750efc57d0f53f1b');
    expect(text).toBe(
      'appid=qc-mall-h5&filter={"kind":"x"}&flag=false&lang=en_us&logs=[{"path":"/a","enterAt":1}]&nonce=4821&note=&os=h5&timestamp=1763683200&token=&url=api.example.com/api/Treasure/BuyTreasure',
    );
  });

  it('never lets a payload field replace a fixed field', () => {
    expect(signString(base, { token: 'forged', url: 'evil.example/x' })).toBe(signString(base, {}));
  });

  it('hashes Unicode (Cyrillic, Hangul, kana, emoji) as UTF-8 with an empty token', () => {
    expect(computeSign({ ...base, token: '' }, { remark: 'Привет 안녕 こんにちは 🎁' })).toBe(
      'c30452fdfdff1e6b6cfede41f3fd1483',
    );
  });

  it('signs the URL without scheme, query or fragment and keeps the port', () => {
    expect(signUrl('http://localhost:5173/api/Profile/SignIn?x=1#top')).toBe(
      'localhost:5173/api/Profile/SignIn',
    );
    expect(signUrl('https://api.example.com/apiv2/Auction/bid')).toBe('api.example.com/apiv2/Auction/bid');
  });
});
