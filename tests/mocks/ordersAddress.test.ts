import type { Address } from '../../src/api/account/profile';
import type { UserInfo } from '../../src/api/account/account';
import { clock } from '../../src/mocks/clock';
import { db } from '../../src/mocks/db';
import { ADDRESS_REVIEW_MS } from '../../src/mocks/handlers/profile/db/addresses';
import { T0, withFrozenClock } from './setupLocal';
import { signInDemo } from './signedFetch';
import { latestNotice, P, send, signInAt, USERS, userAt } from './ordersHelpers';
import { refused, snapshot } from './treasureHelpers';

withFrozenClock();

const FIELDS = {
  recipientName: '  Li Na  ',
  recipientPhoneRegion: '+86',
  recipientPhoneNumber: '13912345678',
  address: ' 1 Xihu Road, Hangzhou ',
  deliveryMethod: 'pickup',
};

const REASON_EN =
  'The address could not be verified. Please enter a complete address a courier can deliver to';

describe('fake backend: the delivery address', () => {
  it("answers the demo's approved address and Emily's rejected one with its reason in the reader's language", async () => {
    const demo = await signInDemo();
    expect((await send<Address>(P.GetMyAddress, demo)).data).toEqual({
      recipientName: '张伟',
      recipientPhoneRegion: '+86',
      recipientPhoneNumber: '13800000000',
      address: '88 Century Avenue, Pudong, Shanghai',
      deliveryMethod: 'express',
      status: 1,
      rejectReason: '',
    });
    const emily = await signInAt(USERS.emily);
    expect((await send<Address>(P.GetMyAddress, emily)).data).toMatchObject({
      address: '0 Reject Lane, Nowhere',
      status: 2,
      rejectReason: REASON_EN,
    });
    const zh = await send<Address>(P.GetMyAddress, emily, {}, 'zh_cn');
    expect(zh.data.rejectReason).toBe('地址无法核实，请填写完整、可投递的收货地址');
  });

  it('answers null until an address is saved', async () => {
    const token = await signInDemo();
    db().addresses = db().addresses.filter((a) => a.uid !== userAt(USERS.demo).uid);
    expect(await send(P.GetMyAddress, token)).toEqual({ code: 200, msg: 'Success', data: null });
    const profile = await send<UserInfo>(P.GetMyProfile, token);
    expect(profile.data).toMatchObject({ address: '', recipientName: '', hasApprove: false });
  });

  it('puts a saved address under review, then approves it after a minute and tells the user', async () => {
    const token = await signInDemo();
    const saved = await send<Address>(P.ModifyAddress, token, FIELDS);
    expect(saved).toEqual({
      code: 200,
      msg: 'Address saved and waiting for review',
      data: {
        recipientName: 'Li Na',
        recipientPhoneRegion: '+86',
        recipientPhoneNumber: '13912345678',
        address: '1 Xihu Road, Hangzhou',
        deliveryMethod: 'pickup',
        status: 0,
        rejectReason: '',
      },
    });
    const profile = await send<UserInfo>(P.GetMyProfile, token);
    expect(profile.data).toMatchObject({
      address: '1 Xihu Road, Hangzhou',
      recipientName: 'Li Na',
      hasApprove: false,
    });

    clock.setNow(T0 + ADDRESS_REVIEW_MS - 1);
    expect((await send<Address>(P.GetMyAddress, token)).data.status).toBe(0);
    clock.setNow(T0 + ADDRESS_REVIEW_MS);
    expect((await send<Address>(P.GetMyAddress, token)).data.status).toBe(1);
    expect((await send<UserInfo>(P.GetMyProfile, token)).data.hasApprove).toBe(true);
    expect(latestNotice(USERS.demo)).toMatchObject({
      title: { en_us: 'Address approved' },
      createTime: T0 + ADDRESS_REVIEW_MS,
    });
  });

  it('rejects an address holding the marker, with a reason; saving again clears it', async () => {
    const token = await signInDemo();
    await send(P.ModifyAddress, token, { ...FIELDS, address: 'Flat 2, ReJeCt Mansions, Leeds' });
    clock.advance(ADDRESS_REVIEW_MS);
    const rejected = await send<Address>(P.GetMyAddress, token, {}, 'ja_jp');
    expect(rejected.data).toMatchObject({
      status: 2,
      rejectReason: '住所を確認できませんでした。配送可能な住所を正確に入力してください',
    });
    expect(latestNotice(USERS.demo)?.content.en_us).toBe(`Your delivery address was rejected: ${REASON_EN}.`);
    expect(latestNotice(USERS.demo)?.title.ru_ru).toBe('Адрес отклонён');

    const again = await send<Address>(P.ModifyAddress, token, FIELDS);
    expect(again.data).toMatchObject({ status: 0, rejectReason: '' });
  });

  it.each([
    ['an empty name', { recipientName: '   ' }, "The recipient's name must be 1 to 30 characters"],
    [
      'a 31-character name',
      { recipientName: 'x'.repeat(31) },
      "The recipient's name must be 1 to 30 characters",
    ],
    ['an unknown area code', { recipientPhoneRegion: '+999' }, 'Please select a valid area code'],
    ['no area code', { recipientPhoneRegion: undefined }, 'Please select a valid area code'],
    ['letters in the number', { recipientPhoneNumber: '139abc45678' }, 'Please enter a valid phone number'],
    ['a 4-digit number', { recipientPhoneNumber: '1234' }, 'Please enter a valid phone number'],
    ['a 16-digit number', { recipientPhoneNumber: '1'.repeat(16) }, 'Please enter a valid phone number'],
    ['a 4-character address', { address: ' abcd ' }, 'The delivery address must be 5 to 200 characters'],
    [
      'a 201-character address',
      { address: 'a'.repeat(201) },
      'The delivery address must be 5 to 200 characters',
    ],
    ['an unknown delivery method', { deliveryMethod: 'drone' }, 'Please choose a delivery method'],
    ['no delivery method', { deliveryMethod: undefined }, 'Please choose a delivery method'],
  ])('refuses %s and keeps the approved address', async (_, change, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await send(P.ModifyAddress, token, { ...FIELDS, ...change })).toEqual(refused(msg));
    expect(snapshot()).toBe(before);
    expect((await send<Address>(P.GetMyAddress, token)).data.status).toBe(1);
  });

  it('counts characters as a person does, and answers refusals in the request language', async () => {
    const token = await signInDemo();
    const emoji = await send<Address>(P.ModifyAddress, token, { ...FIELDS, recipientName: '😀'.repeat(30) });
    expect(emoji.code).toBe(200);
    expect(await send(P.ModifyAddress, token, { ...FIELDS, address: 'abc' }, 'ko_kr')).toEqual(
      refused('배송 주소는 5~200자여야 합니다'),
    );
  });
});
