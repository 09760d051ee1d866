import type { Comment, GoodsDetail } from '../../src/api/draws/treasure';
import type { Balances } from '../../src/api/shared';
import type { Page } from '../../src/api/types';
import { db } from '../../src/mocks/db';
import type { OrderRow } from '../../src/mocks/db/schema';
import { T0, withFrozenClock } from './setupLocal';
import { callFake, signInDemo } from './signedFetch';
import { demoUser, GOODS, refused, snapshot, T } from './treasureHelpers';

withFrozenClock();

const IMAGE = 'https://cdn.example.com/review.png';

function demoOrder(match: (o: OrderRow) => boolean): OrderRow {
  const order = db().orders.find((o) => o.uid === demoUser().uid && match(o));
  if (!order) throw new Error('no such demo order');
  return order;
}

const receivedGoodsOrder = () => demoOrder((o) => o.kind === 'goods' && o.itemState === 'received');

describe('fake backend: reviews', () => {
  it('reviews a received order once; the review shows first among the goods comments', async () => {
    const token = await signInDemo();
    const order = receivedGoodsOrder();
    const images = [IMAGE, 'data:image/png;base64,iVBORw0KGgo='];
    const reply = await callFake<Comment>(
      T.Comment,
      { orderId: order.id, content: '  Works great  ', images },
      { token },
    );
    expect(reply).toMatchObject({ code: 200, msg: 'Review posted' });
    expect(reply.data).toMatchObject({
      uid: demoUser().uid,
      nickName: 'QC Demo',
      content: 'Works great',
      images,
      createTime: T0,
    });
    expect(order.commented).toBe(true);
    const list = await callFake<Page<Comment>>(T.GetComments, {
      goodsId: order.goodsId,
      pageIndex: 1,
      pageSize: 20,
    });
    expect(list.data.list[0]).toEqual(reply.data);
    const detail = await callFake<GoodsDetail>(T.GetGoodsInfo, { id: order.goodsId });
    expect(detail.data.commentCount).toBe(list.data.total);
    expect(await callFake(T.Comment, { orderId: order.id, content: 'again', images: [] }, { token })).toEqual(
      refused('This order has already been reviewed'),
    );
  });

  it('takes 500 characters and 9 pictures, no more', async () => {
    const token = await signInDemo();
    const order = receivedGoodsOrder();
    const before = snapshot();
    const tooLong = { orderId: order.id, content: '字'.repeat(501), images: [] };
    expect(await callFake(T.Comment, tooLong, { token })).toEqual(refused('The content is too long'));
    const tenPictures = { orderId: order.id, content: 'ok', images: Array(10).fill(IMAGE) };
    expect(await callFake(T.Comment, tenPictures, { token })).toEqual(
      refused('You can add at most 9 pictures'),
    );
    expect(snapshot()).toBe(before);
    const full = { orderId: order.id, content: '字'.repeat(500), images: Array(9).fill(IMAGE) };
    expect((await callFake(T.Comment, full, { token })).code).toBe(200);
  });

  it.each([
    [{ content: '   ', images: [] }, 'Please enter the content'],
    [{ content: 'ok', images: ['javascript:alert(1)'] }, 'Invalid picture link'],
    [{ content: 'ok', images: 'https://cdn.example.com/a.png' }, 'Invalid picture link'],
    [{ content: 'ok', images: [42] }, 'Invalid picture link'],
  ])('refuses %o and changes nothing', async (body, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await callFake(T.Comment, { orderId: receivedGoodsOrder().id, ...body }, { token })).toEqual(
      refused(msg),
    );
    expect(snapshot()).toBe(before);
  });

  it('only the user’s own orders, only once received', async () => {
    const token = await signInDemo();
    const unshipped = demoOrder((o) => o.kind === 'goods' && o.itemState === 'unshipped');
    const won = demoOrder((o) => o.drawState === 'won');
    const others = db().orders.find(
      (o) => o.uid !== demoUser().uid && o.itemState === 'received' && !o.commented,
    );
    const before = snapshot();
    for (const order of [unshipped, won]) {
      expect(await callFake(T.Comment, { orderId: order.id, content: 'ok', images: [] }, { token })).toEqual(
        refused('You can review an order once you have received it'),
      );
    }
    expect(
      await callFake(T.Comment, { orderId: others?.id ?? 0, content: 'ok', images: [] }, { token }),
    ).toEqual(refused('Order not found', 404));
    expect(await callFake(T.Comment, { orderId: 99_999, content: 'ok', images: [] }, { token })).toEqual(
      refused('Order not found', 404),
    );
    expect((await callFake(T.Comment, { orderId: unshipped.id, content: 'ok', images: [] })).code).toBe(
      -2000,
    );
    expect(snapshot()).toBe(before);
    // A refused call rolls the state back to a copy, so the row is looked up again.
    demoOrder((o) => o.id === won.id).itemState = 'received';
    const prize = await callFake<Comment>(
      T.Comment,
      { orderId: won.id, content: 'Won and received!', images: [] },
      { token },
    );
    expect(prize.code).toBe(200);
    expect(db().comments.at(-1)).toMatchObject({ goodsId: GOODS.voucher, orderId: won.id });
  });
});

describe('fake backend: marks and points redemption', () => {
  it('records where a visitor came from, guests too, and refuses junk', async () => {
    const inviter = db().users[1];
    expect(await callFake(T.SetMark, { r: inviter?.inviteCode, channel: 'tiktok' })).toMatchObject({
      code: 200,
      data: null,
    });
    expect(db().marks.at(-1)).toMatchObject({
      uid: null,
      r: inviter?.inviteCode,
      channel: 'tiktok',
      inviterUid: inviter?.uid,
      createTime: T0,
    });
    const token = await signInDemo();
    await callFake(T.SetMark, { r: 'NOBODY', channel: 'h5' }, { token });
    expect(db().marks.at(-1)).toMatchObject({ uid: demoUser().uid, inviterUid: null });
    const before = snapshot();
    expect(await callFake(T.SetMark, { r: '', channel: '' })).toEqual(
      refused('Invalid referral information'),
    );
    expect(await callFake(T.SetMark, { r: 'x'.repeat(65), channel: 'h5' })).toEqual(
      refused('Invalid referral information'),
    );
    expect(snapshot()).toBe(before);
  });

  it('redeems a redeem_options entry for its points and records it', async () => {
    const token = await signInDemo();
    const reply = await callFake<Balances>(T.RedeemPoints, { id: 1 }, { token });
    expect(reply).toMatchObject({
      code: 200,
      msg: 'Redeemed successfully',
      data: { balance: 1010, integral: 4000 },
    });
    expect(db().redeems.at(-1)).toMatchObject({
      uid: demoUser().uid,
      source: 'points',
      title: '10 balance',
      asset: 'balance',
      amount: 10,
      cost: 1000,
      createTime: T0,
    });
  });

  it('refuses too few points, unknown options and guests, changing nothing', async () => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await callFake(T.RedeemPoints, { id: 3 }, { token })).toEqual(refused('Insufficient points'));
    expect(await callFake(T.RedeemPoints, { id: 3 }, { token, lang: 'ko_kr' })).toEqual(
      refused('포인트가 부족합니다'),
    );
    expect(await callFake(T.RedeemPoints, { id: 9 }, { token })).toEqual(
      refused('This redemption option does not exist', 404),
    );
    expect((await callFake(T.RedeemPoints, { id: 1 })).code).toBe(-2000);
    expect(snapshot()).toBe(before);
  });
});
