import type { DictByKeys } from '../../../api/config';
import { db } from '../../db';
import { ok, reader, route } from '../../http/route';

/** Only the keys asked for (comma-separated); unknown keys are ignored. */
const getDictByKeys = route('GET /api/Profile/GetDictByKeys', ({ fields }) => {
  const keys = new Set(
    reader<{ keys: string }>(fields)('keys')
      .split(',')
      .map((key) => key.trim()),
  );
  const { sysConfig, phoneRegions } = db().config;
  const dict: DictByKeys = {};
  if (keys.has('sys_config')) dict.sys_config = sysConfig;
  if (keys.has('phone_region')) dict.phone_region = phoneRegions;
  return ok(dict);
});

export const dictHandlers = [getDictByKeys];
