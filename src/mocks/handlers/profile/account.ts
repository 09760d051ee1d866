import type { UploadResult } from '../../../api/account/account';
import { MAX_PROOF_VIDEO_BYTES } from '../../../api/tasks/rules/taskProof';
import { nextId } from '../../db';
import { toUserInfo } from '../../db/users';
import { toBase64 } from '../../media/base64';
import { applyProfile } from '../../rules/common';
import { ensure, ok, route, withAuth } from '../../http/route';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const NAME_MAX = 80;

/** The file's name as the proof's URL keeps it: only letters, digits, `.`, `_` and `-`, at most 80 of them. */
export const safeFileName = (name: string): string =>
  name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, NAME_MAX);

/** A data URL of the picture that keeps its file's name (`name=`): the fake review reads it (decision 0036). */
async function dataUrlOf(file: File): Promise<string> {
  const base64 = await toBase64(new Uint8Array(await file.arrayBuffer()));
  // A part sent without a file name is called "blob": nothing to keep.
  const name = file.name === 'blob' ? '' : safeFileName(file.name);
  return `data:${file.type}${name ? `;name=${name}` : ''};base64,${base64}`;
}

/** Videos (a task's proof) are not kept: the answer is a made-up media URL, numbered, with the file's name. */
const videoUrlOf = (file: File): string =>
  `https://media.qcmall.io/proof/${nextId('video')}/${safeFileName(file.name) || 'video'}`;

const getMyProfile = route(
  'GET /api/Profile/GetMyProfile',
  withAuth(({ user, lang }) => ok(toUserInfo(user, lang))),
);

const modifyProfile = route(
  'POST /api/Profile/ModifyProfile',
  withAuth(({ user, fields, lang }) => {
    applyProfile(user, fields);
    return ok(toUserInfo(user, lang));
  }),
);

const upload = route(
  'POST /api/Profile/Upload',
  withAuth(async ({ files }) => {
    const file = files.file;
    ensure(file && file.size > 0, 'fileRequired');
    if (file.type.startsWith('video/')) {
      ensure(file.size <= MAX_PROOF_VIDEO_BYTES, 'videoTooLarge');
      const video: UploadResult = { url: videoUrlOf(file) };
      return ok(video);
    }
    ensure(file.type.startsWith('image/'), 'fileNotImage');
    ensure(file.size <= MAX_UPLOAD_BYTES, 'fileTooLarge');
    const result: UploadResult = { url: await dataUrlOf(file) };
    return ok(result);
  }),
);

export const accountHandlers = [getMyProfile, modifyProfile, upload];
