import { useEffect } from 'react';
import { useDict, usePublicConfig } from '../api/config';
import { DEFAULT_SYS_CONFIG, useSettings } from '../stores/settings';

/** Loads the base settings (Public/getConfig, Profile/GetDictByKeys) into the settings store. */
const list = <T>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

export function useBaseSettings() {
  const config = usePublicConfig();
  const dict = useDict();
  const update = useSettings((s) => s.update);

  useEffect(() => {
    const c = config.data;
    if (!c) return;
    update({
      rechargeTypes: list(c.recharge_type).filter((entry) => entry?.open === 1),
      rechargeOptions: list(c.recharge_options),
      redeemOptions: list(c.redeem_options),
      miningType: typeof c.mining_type === 'number' ? c.mining_type : 0,
      winningList: list(c.winning_list),
      tracker: typeof c.tracker === 'string' ? c.tracker : '',
    });
  }, [config.data, update]);

  useEffect(() => {
    const d = dict.data;
    if (!d) return;
    update({
      ...(Array.isArray(d.phone_region)
        ? { phoneRegions: d.phone_region.filter((r) => typeof r?.code === 'string') }
        : {}),
      ...(d.sys_config && typeof d.sys_config === 'object'
        ? { sysConfig: { ...DEFAULT_SYS_CONFIG, ...d.sys_config } }
        : {}),
    });
  }, [dict.data, update]);
}

/** An invitation link (`?inviteCode=…` on any page) is remembered for sign-up. */
export function captureInviteCode(search: string) {
  const code = new URLSearchParams(search).get('inviteCode')?.trim();
  if (code && /^[A-Za-z0-9]{2,32}$/.test(code)) useSettings.getState().update({ inviteCode: code });
}
