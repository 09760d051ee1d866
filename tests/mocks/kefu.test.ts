import type { KefuMessage } from '../../src/api/kefu';
import * as endpoints from '../../src/api/endpoints';
import type { Page } from '../../src/api/types';
import { send } from './ordersHelpers';
import { withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const K = endpoints.KeFu;
const sendMessage = (token: string, body: Record<string, unknown>) => send<KefuMessage>(K.send, token, body);
const list = (token: string) => send<Page<KefuMessage>>(K.list, token, { pageIndex: 1, pageSize: 20 });

describe('fake backend: customer support (KeFu)', () => {
  it('stores text and picture messages and lists them newest first', async () => {
    const token = await signInDemo();
    const text = await sendMessage(token, { type: 'text', content: '  The voucher did not arrive  ' });
    expect(text).toMatchObject({
      code: 200,
      data: { from: 'user', type: 'text', content: 'The voucher did not arrive' },
    });
    const picture = 'data:image/jpeg;base64,/9j/4AAQ';
    expect((await sendMessage(token, { type: 'image', content: picture })).code).toBe(200);
    const page = await list(token);
    expect(page.data.total).toBe(2);
    expect(page.data.list.map((m) => m.type)).toEqual(['image', 'text']);
  });

  it.each([
    [{ type: 'text', content: '   ' }, 'A message must be 1 to 140 characters'],
    [{ type: 'text', content: 'x'.repeat(141) }, 'A message must be 1 to 140 characters'],
    [{ type: 'image', content: 'javascript:alert(1)' }, 'The picture address is not valid'],
  ])('refuses %j and changes nothing', async (body, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await sendMessage(token, body)).toEqual(refused(msg));
    expect(snapshot()).toBe(before);
  });

  it('needs login', async () => {
    expect((await callFake(K.list, { pageIndex: 1, pageSize: 20 })).code).toBe(-2000);
  });
});
