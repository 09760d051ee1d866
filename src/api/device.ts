import { queryOptions } from '@tanstack/react-query';
import { call } from './client';
import * as endpoints from './endpoints';
import type { IdQuery, IncomeCounts, RankQuery, RankRowV2 } from './shared';
import type { Page, PageQuery } from './types';

export interface Device {
  id: number;
  /** the serial number: `QC` and 10 digits or capital letters */
  sn: string;
  name: string;
  /** the hardware model, e.g. "QC Node Pro" */
  model: string;
  online: boolean;
  /** since when it is offline; null while online */
  offline_time: number | null;
  bind_time: number;
  /** income since the server day (UTC+8) started */
  today_income: number;
  /** income since it was bound to this user */
  total_income: number;
}

/** One change of a device's state: it came online or went offline at `time`. */
export interface DeviceEvent {
  online: boolean;
  time: number;
}

export interface DeviceDetail extends Device {
  firmware: string;
  /** QC it earns for each hour online */
  hourly_rate: number;
  /** its state changes over the last 7 days, newest first (at most 20) */
  events: DeviceEvent[];
  server_time: number;
}

/** The user's devices, and (network_*) every bound device on the platform. */
export interface DeviceCount {
  total: number;
  online: number;
  today_income: number;
  total_income: number;
  network_total: number;
  network_online: number;
  network_today_income: number;
}

export interface DeviceIncome {
  id: number;
  device_id: number;
  sn: string;
  name: string;
  amount: number;
  create_time: number;
}

export interface DeviceIncomeQuery extends PageQuery {
  /** one device's income; all of the user's devices without it */
  device_id?: number;
}

/** One day of earnings over all of the user's devices. */
export interface DailyEarning {
  /** start of the day */
  date: number;
  amount: number;
  device_count: number;
}

export interface BindDeviceRequest {
  sn: string;
  /** 1–20 characters; without it the server names the device after its model and the SN's last 4 */
  name?: string;
}

export interface RenameDeviceRequest extends IdQuery {
  name: string;
}

const D = endpoints.Device;

export const getDeviceIncomeList = (query: DeviceIncomeQuery) =>
  call<Page<DeviceIncome>>(D.incomeList, { ...query });
export const getDeviceInfo = (id: number) => call<DeviceDetail>(D.devInfo, { id });
export const getDeviceCount = () => call<DeviceCount>(D.indexCt);
export const getDeviceList = (query: PageQuery) => call<Page<Device>>(D.list, { ...query });
export const getDeviceRank = (query: RankQuery) => call<Page<RankRowV2>>(D.rank, { ...query });
export const getEarningsList = (query: PageQuery) => call<Page<DailyEarning>>(D.shoyiList, { ...query });
export const getEarningsCount = () => call<IncomeCounts>(D.shoyiCt);
export const bindDevice = (body: BindDeviceRequest) => call<Device>(D.bind, { ...body });
export const renameDevice = (body: RenameDeviceRequest) => call<Device>(D.setName, { ...body });
export const unbindDevice = (id: number) => call<null>(D.unbind, { id });

export const deviceKeys = {
  all: ['device'] as const,
  count: () => [...deviceKeys.all, 'count'] as const,
  list: (query: PageQuery) => [...deviceKeys.all, 'list', query] as const,
  detail: (id: number) => [...deviceKeys.all, 'detail', id] as const,
  income: (query: DeviceIncomeQuery) => [...deviceKeys.all, 'income', query] as const,
  earnings: (query: PageQuery) => [...deviceKeys.all, 'earnings', query] as const,
  earningsCount: () => [...deviceKeys.all, 'earningsCount'] as const,
  rank: (query: RankQuery) => [...deviceKeys.all, 'rank', query] as const,
};

export const deviceCountQuery = () => queryOptions({ queryKey: deviceKeys.count(), queryFn: getDeviceCount });
export const deviceListQuery = (query: PageQuery) =>
  queryOptions({ queryKey: deviceKeys.list(query), queryFn: () => getDeviceList(query) });
export const deviceInfoQuery = (id: number) =>
  queryOptions({ queryKey: deviceKeys.detail(id), queryFn: () => getDeviceInfo(id) });
export const deviceIncomeQuery = (query: DeviceIncomeQuery) =>
  queryOptions({ queryKey: deviceKeys.income(query), queryFn: () => getDeviceIncomeList(query) });
export const earningsQuery = (query: PageQuery) =>
  queryOptions({ queryKey: deviceKeys.earnings(query), queryFn: () => getEarningsList(query) });
export const earningsCountQuery = () =>
  queryOptions({ queryKey: deviceKeys.earningsCount(), queryFn: getEarningsCount });
export const deviceRankQuery = (query: RankQuery) =>
  queryOptions({ queryKey: deviceKeys.rank(query), queryFn: () => getDeviceRank(query) });
