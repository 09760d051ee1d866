import type { PublicUser, UploadResult, UserInfo } from '../../src/api/account/account';
import * as endpoints from '../../src/api/endpoints';
import { db } from '../../src/mocks/db';
import { AWKWARD_NAME } from '../../src/mocks/db/seed';
import { withFrozenClock } from './setupLocal';
import { callFake, signInDemo, uploadFake } from './signedFetch';

withFrozenClock();

const snapshot = () => JSON.stringify(db());
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('fake backend: my profile', () => {
  it('returns the signed-in user', async () => {
    const token = await signInDemo();
    const reply = await callFake<UserInfo>(endpoints.Profile.GetMyProfile, {}, { token });
    expect(reply.data).toMatchObject({
      nickName: 'QC Demo',
      phoneNumber: '13800000000',
      hasPayPassword: false,
    });
  });

  it.each([
    ['ModifyProfile', endpoints.Profile.ModifyProfile],
    ['Users/saveInfo', endpoints.Users.saveInfo],
  ])('%s saves a trimmed nickname and an avatar', async (_name, endpoint) => {
    const token = await signInDemo();
    const avatar = 'https://cdn.example.com/a.png';
    const reply = await callFake<UserInfo>(endpoint, { nickName: '  小明 🦊  ', avatar }, { token });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({ nickName: '小明 🦊', avatar });
    const me = await callFake<UserInfo>(endpoints.Profile.GetMyProfile, {}, { token });
    expect(me.data.nickName).toBe('小明 🦊');
  });

  it.each([
    [{ nickName: '   ' }, 'The nickname must be 1 to 20 characters'],
    [{ nickName: 'x'.repeat(21) }, 'The nickname must be 1 to 20 characters'],
    [{ avatar: 'javascript:alert(1)' }, 'The avatar must be an image link'],
    [{ avatar: 'data:text/html,<script>alert(1)</script>' }, 'The avatar must be an image link'],
    [{ nickName: 'Fine', avatar: 'ftp://example.com/a.png' }, 'The avatar must be an image link'],
    [{}, 'Nothing to change'],
  ])('refuses %o and changes nothing', async (body, msg) => {
    const token = await signInDemo();
    const before = snapshot();
    expect(await callFake(endpoints.Profile.ModifyProfile, body, { token })).toEqual({
      code: 400,
      msg,
      data: null,
    });
    expect(snapshot()).toBe(before);
  });

  it('accepts twenty characters counted as a person counts them, and a data: image', async () => {
    const token = await signInDemo();
    const nickName = '😀'.repeat(20);
    const avatar = 'data:image/png;base64,iVBORw0KGgo=';
    const reply = await callFake<UserInfo>(endpoints.Profile.ModifyProfile, { nickName, avatar }, { token });
    expect(reply.data).toMatchObject({ nickName, avatar });
  });

  it('needs login to change anything', async () => {
    expect((await callFake(endpoints.Profile.ModifyProfile, { nickName: 'x' })).code).toBe(-2000);
    expect((await callFake(endpoints.Users.saveInfo, { nickName: 'x' })).code).toBe(-2000);
    expect((await callFake(endpoints.Users.getUserInfo)).code).toBe(-2000);
  });
});

describe('fake backend: user look-ups', () => {
  it('Users/getUserInfo returns the signed-in public profile', async () => {
    const token = await signInDemo();
    const reply = await callFake<PublicUser>(endpoints.Users.getUserInfo, {}, { token });
    expect(Object.keys(reply.data).sort()).toEqual(['avatar', 'nickName', 'uid']);
    expect(reply.data.nickName).toBe('QC Demo');
  });

  it('User/userInfo finds a user by uid, markup name and all, or says "user not found"', async () => {
    const marked = db().users.find((u) => u.nickName === AWKWARD_NAME);
    const reply = await callFake<PublicUser>(endpoints.Users.userInfo, { uid: marked?.uid });
    expect(reply.data).toEqual({
      uid: marked?.uid,
      nickName: AWKWARD_NAME,
      avatar: marked?.avatar,
    });
    const missing = await callFake(endpoints.Users.userInfo, { uid: 42 }, { lang: 'ru_ru' });
    expect(missing).toEqual({ code: 404, msg: 'Пользователь не найден', data: null });
    expect((await callFake(endpoints.Users.userInfo, { uid: 'abc' })).code).toBe(404);
  });
});

describe('fake backend: Upload', () => {
  const form = (file?: File) => {
    const data = new FormData();
    data.append('purpose', 'avatar');
    if (file) data.append('file', file);
    return data;
  };

  it('returns a data: URL of an uploaded image (a part without a file name keeps none)', async () => {
    const token = await signInDemo();
    const reply = await uploadFake<UploadResult>(
      endpoints.Profile.Upload,
      form(new File([PNG], 'a.png', { type: 'image/png' })),
      { token },
    );
    expect(reply.code).toBe(200);
    // The test environment's FormData sends its File as a nameless blob ("blob"): no `name=` is kept; the
    // browser sends the name given (tests/mocks/taskProof.test.ts sends a named one and finds it kept).
    expect(reply.data.url).toBe(`data:image/png;base64,${btoa(String.fromCharCode(...PNG))}`);
  });

  it('refuses no file, a non-image and a file over 5 MB', async () => {
    const token = await signInDemo();
    expect((await uploadFake(endpoints.Profile.Upload, form(), { token })).msg).toBe(
      'Please select a picture',
    );
    const text = new File(['hello'], 'a.txt', { type: 'text/plain' });
    expect((await uploadFake(endpoints.Profile.Upload, form(text), { token })).msg).toBe(
      'Only pictures can be uploaded',
    );
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    expect((await uploadFake(endpoints.Profile.Upload, form(big), { token })).msg).toBe(
      'The picture must not exceed 5 MB',
    );
  });

  it('needs login and a valid signature over the text fields', async () => {
    const image = new File([PNG], 'a.png', { type: 'image/png' });
    expect((await uploadFake(endpoints.Profile.Upload, form(image))).code).toBe(-2000);
    const token = await signInDemo();
    expect((await uploadFake(endpoints.Profile.Upload, form(image), { token, sign: 'bad' })).code).toBe(403);
  });
});
