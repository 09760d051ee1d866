import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { Banner, PhoneRegion, RechargeType, RedeemOption, SysConfig, WinningEntry } from './types';

export type { Banner, PhoneRegion, RechargeType, RedeemOption, SysConfig, WinningEntry } from './types';

/** Public/getConfig: site-wide settings, readable by guests. Agreement and privacy are server HTML. */
export interface PublicConfig {
  recharge_type: RechargeType[];
  recharge_options: number[];
  redeem_options: RedeemOption[];
  /** MINING_TYPE */
  mining_type: number;
  winning_list: WinningEntry[];
  /** Home carousel promotions, in the order to show them; older servers may leave it out. */
  banners?: Banner[];
  tracker: string;
  agreement: string;
  privacy: string;
  /** server HTML; older servers may leave it out */
  whitepaper?: string;
  /** older servers may leave it out */
  resources?: ResourceLink[];
}

/** A link of the resources page: an internal path, or an https address (decision 0039). */
export interface ResourceLink {
  title: string;
  description: string;
  url: string;
}

/** Public/getConfig's mining_type: which mining the user sees (docs/api.md §14). */
export const MINING_TYPE = { closed: 0, node: 1, device: 2 } as const;

export interface DictByKeys {
  sys_config?: Partial<SysConfig>;
  phone_region?: PhoneRegion[];
  kefu_faq?: HelpTopic[];
}

/**
 * A common question of the support chat, answered from the site's help (GetDictByKeys `kefu_faq`, in the
 * request's language; decision 0047). Plain text.
 */
export interface HelpTopic {
  id: string;
  question: string;
  answer: string;
  /** the page the answer sends the user to, with its button's words; null when none */
  link: { text: string; url: string } | null;
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

const list = <T>(value: T[] | undefined | null): T[] => (Array.isArray(value) ? value : []);

const isHelpTopic = (topic: Partial<HelpTopic> | null | undefined): topic is HelpTopic =>
  typeof topic?.id === 'string' && typeof topic.question === 'string' && typeof topic.answer === 'string';

/**
 * The support chat's common questions in `lang` (site content: read again in another language). A server that
 * does not know the key leaves it out: no questions.
 */
export const helpTopicsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...configKeys.dict(['kefu_faq']), lang],
    queryFn: () => getDictByKeys(['kefu_faq']),
    select: (dict: DictByKeys | null) => list(dict?.kefu_faq).filter(isHelpTopic),
    staleTime: 5 * 60_000,
  });

export const usePublicConfig = () => useQuery(publicConfigQuery());
export const useDict = () => useQuery(dictQuery());

export const DEFAULT_SYS_CONFIG: SysConfig = {
  auction_bid_ratio: 0.01,
  auction_security_deposit_ratio: 0.1,
  seller_open_sign: 10,
  seller_open_balance: 500,
};

/** The base settings as pages read them: checked, defaulted, only the payment methods that are open. */
export interface BaseSettings {
  banners: Banner[];
  rechargeOptions: number[];
  rechargeTypes: RechargeType[];
  phoneRegions: PhoneRegion[];
  sysConfig: SysConfig;
}

function baseSettings(
  config: PublicConfig | null | undefined,
  dict: DictByKeys | null | undefined,
): BaseSettings {
  return {
    banners: list(config?.banners).filter((banner) => typeof banner?.title === 'string'),
    rechargeOptions: list(config?.recharge_options),
    rechargeTypes: list(config?.recharge_type).filter((entry) => entry?.open === 1),
    phoneRegions: list(dict?.phone_region).filter((region) => typeof region?.code === 'string'),
    sysConfig: { ...DEFAULT_SYS_CONFIG, ...(typeof dict?.sys_config === 'object' ? dict.sys_config : {}) },
  };
}

/**
 * The base settings (Public/getConfig, Profile/GetDictByKeys) through `select`, e.g.
 * `useBaseSettings((s) => s.rechargeTypes)`; empty lists and default values until they arrive.
 */
export function useBaseSettings<T>(select: (settings: BaseSettings) => T): T {
  const config = useQuery(publicConfigQuery());
  const dict = useQuery(dictQuery());
  return select(baseSettings(config.data, dict.data));
}

const selectPhoneRegions = (settings: BaseSettings) => settings.phoneRegions;

/** The area codes a phone number may take (`phone_region`), for the phone field. */
export const usePhoneRegions = () => useBaseSettings(selectPhoneRegions);

/** A recharge_type's name; types closed since a top-up are no longer listed, so their code shows. */
export function useRechargeMethodName() {
  const methods = useBaseSettings((s) => s.rechargeTypes);
  return (type: string) => methods.find((method) => method.type === type)?.name ?? type;
}
