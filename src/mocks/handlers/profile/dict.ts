import type { DictByKeys } from '../../../api/config';
import { db } from '../../db';
import { ok, reader, route } from '../../http/route';
import { helpTopics } from '../kefu/kefuHelp';

/**
 * Only the keys asked for (comma-separated); unknown keys are ignored. `kefu_faq`, the support chat's common
 * questions, is site content: in the request's language.
 */
const getDictByKeys = route('GET /api/Profile/GetDictByKeys', ({ fields, lang }) => {
  const keys = new Set(
    reader<{ keys: string }>(fields)('keys')
      .split(',')
      .map((key) => key.trim()),
  );
  const state = db();
  const { sysConfig, phoneRegions } = state.config;
  const dict: DictByKeys = {};
  if (keys.has('sys_config')) dict.sys_config = sysConfig;
  if (keys.has('phone_region')) dict.phone_region = phoneRegions;
  if (keys.has('kefu_faq')) dict.kefu_faq = helpTopics(state, lang);
  return ok(dict);
});

export const dictHandlers = [getDictByKeys];
