import type { KefuMessage } from '../../src/api/messages/kefu';
import * as endpoints from '../../src/api/endpoints';
import type { LangValue, Page } from '../../src/api/types';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { answerDueMessages, KEFU_REPLY_DELAY_MS } from '../../src/mocks/handlers/kefu/db/kefu';
import { KEFU_PICTURE_REPLY, KEFU_TEXT_REPLIES } from '../../src/mocks/handlers/kefu/kefuReplies';
import { send } from './ordersHelpers';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const K = endpoints.KeFu;
const sendMessage = (token: string, body: Record<string, unknown>, lang?: LangValue) =>
  send<KefuMessage>(K.send, token, body, lang);
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
    expect(db().kefuDue).toEqual([]);
  });

  it('stores a message sent again under the same client id once, and answers it once', async () => {
    const token = await signInDemo();
    const body = { type: 'text', content: 'Where is my parcel?', clientId: 'c-1f3a' };
    const first = await sendMessage(token, body);
    const again = await sendMessage(token, body);
    expect(again.data).toEqual(first.data);
    expect(db().kefu.filter((row) => row.from === 'user')).toHaveLength(1);
    expect(db().kefuDue).toHaveLength(1);
    // Another client id is another message.
    expect((await sendMessage(token, { ...body, clientId: 'c-2b7e' })).data.id).toBeGreaterThan(
      first.data.id,
    );
    // The client id is the app's: it is not part of the message.
    expect(first.data).not.toHaveProperty('clientId');
  });

  it('refuses a client id that is not 1-64 letters, digits, dashes or underscores, and stores nothing', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await sendMessage(token, { type: 'text', content: 'Hi', clientId: 'x y' })).toEqual(
      refused('Invalid request'),
    );
    expect(snapshot()).toBe(before);
  });

  it('lists every message after a given id, oldest first, with the reply that came meanwhile', async () => {
    const token = await signInDemo();
    const first = (await sendMessage(token, { type: 'text', content: 'One' })).data;
    clock.advance(KEFU_REPLY_DELAY_MS);
    const second = (await sendMessage(token, { type: 'text', content: 'Two' })).data;
    const after = await send<Page<KefuMessage>>(K.list, token, { lastId: first.id });
    expect(after.data.list.map((m) => [m.from, m.id > first.id])).toEqual([
      ['staff', true],
      ['user', true],
    ]);
    expect(after.data.list.at(-1)?.id).toBe(second.id);
    expect(after.data.total).toBe(2);
    expect((await send<Page<KefuMessage>>(K.list, token, { lastId: second.id })).data.list).toEqual([]);
    expect((await send(K.list, token, { lastId: -1 })).code).not.toBe(200);
  });

  it('needs login', async () => {
    expect((await callFake(K.list, { pageIndex: 1, pageSize: 20 })).code).toBe(-2000);
  });
});

describe('fake backend: the support agent', () => {
  it('answers 3 s after a message, in the language it was written in, once', async () => {
    const token = await signInDemo();
    await sendMessage(token, { type: 'text', content: 'Где мой заказ?' }, 'ru_ru');
    clock.setNow(T0 + KEFU_REPLY_DELAY_MS - 1);
    expect((await list(token)).data.total).toBe(1);
    clock.setNow(T0 + KEFU_REPLY_DELAY_MS);
    const page = await list(token);
    expect(page.data.total).toBe(2);
    expect(page.data.list[0]).toEqual({
      id: expect.any(Number),
      from: 'staff',
      type: 'text',
      content: KEFU_TEXT_REPLIES[0].ru_ru,
      create_time: T0 + KEFU_REPLY_DELAY_MS,
    });
    clock.advance(60_000);
    expect((await list(token)).data.total).toBe(2);
    answerDueMessages(db(), clock.now());
    expect(db().kefu.filter((row) => row.from === 'staff')).toHaveLength(1);
  });

  it('works under a test’s fake timers: the send does not wait on its timer, the reply still comes due', async () => {
    const token = await signInDemo();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect((await sendMessage(token, { type: 'text', content: 'Hi' })).code).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    clock.setNow(T0 + KEFU_REPLY_DELAY_MS);
    expect((await list(token)).data.list.map((m) => m.from)).toEqual(['staff', 'user']);
  });

  it('gives a picture its own reply, and texts the canned replies in turn', async () => {
    const token = await signInDemo();
    await sendMessage(token, { type: 'image', content: 'data:image/jpeg;base64,/9j/4AAQ' }, 'ja_jp');
    await sendMessage(token, { type: 'text', content: 'こんにちは' }, 'ja_jp');
    await sendMessage(token, { type: 'text', content: 'Hello again' });
    clock.advance(KEFU_REPLY_DELAY_MS);
    const replies = (await list(token)).data.list.filter((m) => m.from === 'staff').reverse();
    expect(replies.map((m) => m.content)).toEqual([
      KEFU_PICTURE_REPLY.ja_jp,
      KEFU_TEXT_REPLIES[1]?.ja_jp,
      KEFU_TEXT_REPLIES[2]?.en_us,
    ]);
  });
});
