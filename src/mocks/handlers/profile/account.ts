import type { UploadResult } from '../../../api/account';
import { toUserInfo } from '../../db/users';
import { applyProfile } from '../../rules/common';
import { ensure, ok, route, withAuth } from '../../http/route';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunked, as spreading megabytes of bytes into one call overflows the argument limit.
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return `data:${file.type};base64,${btoa(binary)}`;
}

const getMyProfile = route(
  'GET /api/Profile/GetMyProfile',
  withAuth(({ user }) => ok(toUserInfo(user))),
);

const modifyProfile = route(
  'POST /api/Profile/ModifyProfile',
  withAuth(({ user, fields }) => {
    applyProfile(user, fields);
    return ok(toUserInfo(user));
  }),
);

const upload = route(
  'POST /api/Profile/Upload',
  withAuth(async ({ files }) => {
    const file = files.file;
    ensure(file && file.size > 0, 'fileRequired');
    ensure(file.type.startsWith('image/'), 'fileNotImage');
    ensure(file.size <= MAX_UPLOAD_BYTES, 'fileTooLarge');
    const result: UploadResult = { url: await dataUrlOf(file) };
    return ok(result);
  }),
);

export const accountHandlers = [getMyProfile, modifyProfile, upload];
