import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { PhoneRegion, RechargeType, RedeemOption, SysConfig, WinningEntry } from './types';

export type { PhoneRegion, RechargeType, RedeemOption, SysConfig, WinningEntry } from './types';

/** Public/getConfig: site-wide settings, readable by guests. Agreement and privacy are server HTML. */
export interface PublicConfig {
  recharge_type: RechargeType[];
  recharge_options: number[];
  redeem_options: RedeemOption[];
  mining_type: number;
  winning_list: WinningEntry[];
  tracker: string;
  agreement: string;
  privacy: string;
}

export interface DictByKeys {
  sys_config?: Partial<SysConfig>;
  phone_region?: PhoneRegion[];
}

export const DICT_KEYS = ['sys_config', 'phone_region'] as const;

export const getPublicConfig = () => call<PublicConfig | null>(endpoints.Public.getConfig);
export const getDictByKeys = (keys: readonly string[] = DICT_KEYS) =>
  call<DictByKeys | null>(endpoints.Profile.GetDictByKeys, { keys: keys.join(',') });

export const configKeys = {
  all: ['config'] as const,
  public: () => [...configKeys.all, 'public'] as const,
  dict: (keys: readonly string[]) => [...configKeys.all, 'dict', ...keys] as const,
};

export const publicConfigQuery = () =>
  queryOptions({ queryKey: configKeys.public(), queryFn: getPublicConfig, staleTime: 5 * 60_000 });
export const dictQuery = (keys: readonly string[] = DICT_KEYS) =>
  queryOptions({
    queryKey: configKeys.dict(keys),
    queryFn: () => getDictByKeys(keys),
    staleTime: 5 * 60_000,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
export const useDict = () => useQuery(dictQuery());
