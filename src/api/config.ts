import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { call } from './client';
import { dispensable, listOf } from './schemas';
import * as endpoints from './endpoints';

/* The base settings' parts (Public/getConfig, Profile/GetDictByKeys): schemas, their types inferred. */

const RechargeType = v.object({
  type: v.string(),
  name: v.string(),
  /** 1 open, else closed */
  open: v.number(),
});
export type RechargeType = v.InferOutput<typeof RechargeType>;

const RedeemOption = v.object({
  id: v.number(),
  name: v.string(),
  points: v.number(),
});
export type RedeemOption = v.InferOutput<typeof RedeemOption>;

const WinningEntry = v.object({
  nickName: v.string(),
  phoneRegion: v.string(),
  phoneNumber: v.string(),
});
export type WinningEntry = v.InferOutput<typeof WinningEntry>;

/**
 * A promotion on the home carousel (Public/getConfig `banners`), in the request's language. `link` is an
 * internal path the client opens only when it is one of its routes; `image` is a picture of `width` ×
 * `height` drawn behind the text, so the words stay translatable and never baked into the image.
 */
const Banner = v.object({
  id: v.number(),
  title: v.string(),
  subtitle: v.string(),
  image: v.string(),
  width: v.number(),
  height: v.number(),
  link: v.string(),
});
export type Banner = v.InferOutput<typeof Banner>;

/** A link of the resources page: an internal path, or an https address (decision 0039). */
const ResourceLink = v.object({
  title: v.string(),
  description: v.string(),
  url: v.string(),
});
export type ResourceLink = v.InferOutput<typeof ResourceLink>;

/** Public/getConfig: site-wide settings, readable by guests. Agreement and privacy are server HTML. */
const PublicConfig = v.object({
  recharge_type: listOf(RechargeType, 'recharge_type'),
  recharge_options: listOf(v.number(), 'recharge_options'),
  redeem_options: listOf(RedeemOption, 'redeem_options'),
  /** MINING_TYPE */
  mining_type: v.number(),
  winning_list: listOf(WinningEntry, 'winning_list'),
  /** Home carousel promotions, in the order to show them; older servers may leave it out. */
  banners: v.optional(listOf(Banner, 'banners')),
  tracker: v.string(),
  agreement: v.string(),
  privacy: v.string(),
  /** server HTML; older servers may leave it out */
  whitepaper: v.optional(v.string()),
  /** older servers may leave it out */
  resources: v.optional(listOf(ResourceLink, 'resources')),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

/** Public/getConfig's mining_type: which mining the user sees (docs/api.md §14). */
export const MINING_TYPE = { closed: 0, node: 1, device: 2 } as const;

/**
 * One of sys_config's numbers: an older server may leave it out, and in production one of another shape is left
 * out too (reported); the app's defaults fill both.
 */
const sysSetting = (key: string) =>
  v.optional(dispensable(v.optional(v.number()), undefined, `sys_config.${key}`));
const SysConfigRead = v.object({
  auction_bid_ratio: sysSetting('auction_bid_ratio'),
  auction_security_deposit_ratio: sysSetting('auction_security_deposit_ratio'),
  seller_open_sign: sysSetting('seller_open_sign'),
  seller_open_balance: sysSetting('seller_open_balance'),
});
export type SysConfig = Record<keyof v.InferOutput<typeof SysConfigRead>, number>;

/** A phone area code with its name in each language (by LangValue; a language may be missing). */
const PhoneRegion = v.object({
  code: v.string(),
  name: v.record(v.string(), v.string()),
});
export type PhoneRegion = v.InferOutput<typeof PhoneRegion>;

/**
 * A common question of the support chat, answered from the site's help (GetDictByKeys `kefu_faq`, in the
 * request's language; decision 0047). Plain text.
 */
const HelpTopic = v.object({
  id: v.string(),
  question: v.string(),
  answer: v.string(),
  /** the page the answer sends the user to, with its button's words; null when none */
  link: v.nullable(v.object({ text: v.string(), url: v.string() })),
});
export type HelpTopic = v.InferOutput<typeof HelpTopic>;

/** Only the keys asked for: a server that does not know a key leaves it out. */
const DictByKeys = v.object({
  /**
   * null or left out on a server that has none set, and in production one of another shape reads as none: what
   * it does not give, the app's defaults fill (DEFAULT_SYS_CONFIG)
   */
  sys_config: v.optional(dispensable(v.nullable(SysConfigRead), null, 'sys_config')),
  phone_region: v.optional(listOf(PhoneRegion, 'phone_region')),
  kefu_faq: v.optional(listOf(HelpTopic, 'kefu_faq')),
});
export type DictByKeys = v.InferOutput<typeof DictByKeys>;

const PublicConfigAnswer = v.nullable(PublicConfig);
const DictByKeysAnswer = v.nullable(DictByKeys);

export const DICT_KEYS = ['sys_config', 'phone_region'] as const;

export const getPublicConfig = () =>
  call(endpoints.Public.getConfig, undefined, { answer: PublicConfigAnswer });
export const getDictByKeys = (keys: readonly string[] = DICT_KEYS) =>
  call(endpoints.Profile.GetDictByKeys, { keys: keys.join(',') }, { answer: DictByKeysAnswer });

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

/**
 * The support chat's common questions in `lang` (site content: read again in another language). A server that
 * does not know the key leaves it out: no questions.
 */
export const helpTopicsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...configKeys.dict(['kefu_faq']), lang],
    queryFn: () => getDictByKeys(['kefu_faq']),
    select: (dict: DictByKeys | null) => dict?.kefu_faq ?? [],
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

/**
 * The base settings as pages read them (their shapes checked at the boundary): defaulted, only the payment
 * methods that are open.
 */
export interface BaseSettings {
  banners: Banner[];
  rechargeOptions: number[];
  rechargeTypes: RechargeType[];
  phoneRegions: PhoneRegion[];
  sysConfig: SysConfig;
}

/** The sys_config the server gave (none: null), its missing and left-out settings the app's defaults. */
function withDefaults(given?: Partial<Record<keyof SysConfig, number | undefined>> | null): SysConfig {
  const settings = { ...DEFAULT_SYS_CONFIG };
  for (const key of Object.keys(settings) as (keyof SysConfig)[])
    settings[key] = given?.[key] ?? settings[key];
  return settings;
}

function baseSettings(
  config: PublicConfig | null | undefined,
  dict: DictByKeys | null | undefined,
): BaseSettings {
  return {
    banners: config?.banners ?? [],
    rechargeOptions: config?.recharge_options ?? [],
    rechargeTypes: (config?.recharge_type ?? []).filter((entry) => entry.open === 1),
    phoneRegions: dict?.phone_region ?? [],
    sysConfig: withDefaults(dict?.sys_config),
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
