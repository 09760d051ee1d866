import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { invalidate } from '../cache';
import { call, type CallOptions } from '../client';
import * as endpoints from '../endpoints';
import { PAGE_SIZE, pagedQuery, SMALL_PAGE_SIZE } from '../paging';
import { IncomeCounts, RankPageV2, type IdQuery, type RankQuery } from '../shared';
import { maybeTime, pageOf, time, unread } from '../schemas';
import type { PageQuery } from '../types';

const deviceFields = {
  id: v.number(),
  /** the serial number: `QC` and 10 digits or capital letters */
  sn: v.string(),
  name: v.string(),
  /** the hardware model, e.g. "QC Node Pro" */
  model: v.string(),
  online: v.boolean(),
  /** since when it is offline; null while online */
  offline_time: maybeTime,
  bind_time: time,
  /** income since the server day (UTC+8) started */
  today_income: v.number(),
  /** income since it was bound to this user */
  total_income: v.number(),
};
const Device = v.object(deviceFields);
export type Device = v.InferOutput<typeof Device>;

/** One change of a device's state: it came online or went offline at `time`. */
const DeviceEvent = v.object({
  online: v.boolean(),
  time,
});
export type DeviceEvent = v.InferOutput<typeof DeviceEvent>;

const DeviceDetail = v.object({
  ...deviceFields,
  firmware: v.string(),
  /** QC it earns for each hour online */
  hourly_rate: v.number(),
  /** its state changes over the last 7 days, newest first (at most 20) */
  events: v.array(DeviceEvent),
  server_time: time,
});
export type DeviceDetail = v.InferOutput<typeof DeviceDetail>;

/** The user's devices, and (network_*) every bound device on the platform. */
const DeviceCount = v.object({
  total: v.number(),
  online: v.number(),
  today_income: v.number(),
  total_income: v.number(),
  network_total: v.number(),
  network_online: v.number(),
  network_today_income: v.number(),
});
export type DeviceCount = v.InferOutput<typeof DeviceCount>;

const DeviceIncome = v.object({
  id: v.number(),
  device_id: v.number(),
  sn: v.string(),
  name: v.string(),
  amount: v.number(),
  create_time: time,
});
export type DeviceIncome = v.InferOutput<typeof DeviceIncome>;

export interface DeviceIncomeQuery extends PageQuery {
  /** one device's income; all of the user's devices without it */
  device_id?: number;
}

/** One day of earnings over all of the user's devices. */
const DailyEarning = v.object({
  /** start of the day */
  date: time,
  amount: v.number(),
  device_count: v.number(),
});
export type DailyEarning = v.InferOutput<typeof DailyEarning>;

export interface BindDeviceRequest {
  sn: string;
  /** 1–20 characters; without it the server names the device after its model and the SN's last 4 */
  name?: string;
}

export interface RenameDeviceRequest extends IdQuery {
  name: string;
}

const D = endpoints.Device;
const DeviceIncomeRows = pageOf(DeviceIncome);
const DeviceRows = pageOf(Device);
const DailyEarningRows = pageOf(DailyEarning);

export const getDeviceIncomeList = (query: DeviceIncomeQuery) =>
  call(D.incomeList, { ...query }, { answer: DeviceIncomeRows });
export const getDeviceInfo = (id: number, options?: CallOptions) =>
  call(D.devInfo, { id }, { ...options, answer: DeviceDetail });
export const getDeviceCount = () => call(D.indexCt, undefined, { answer: DeviceCount });
export const getDeviceList = (query: PageQuery) => call(D.list, { ...query }, { answer: DeviceRows });
export const getDeviceRank = (query: RankQuery) => call(D.rank, { ...query }, { answer: RankPageV2 });
export const getEarningsList = (query: PageQuery) =>
  call(D.shoyiList, { ...query }, { answer: DailyEarningRows });
export const getEarningsCount = () => call(D.shoyiCt, undefined, { answer: IncomeCounts });
export const bindDevice = (body: BindDeviceRequest, options?: CallOptions) =>
  call(D.bind, { ...body }, { ...options, answer: Device });
export const renameDevice = (body: RenameDeviceRequest, options?: CallOptions) =>
  call(D.setName, { ...body }, { ...options, answer: Device });
export const unbindDevice = (id: number) => call(D.unbind, { id }, { answer: unread });

export const deviceKeys = {
  all: ['device'] as const,
  count: () => [...deviceKeys.all, 'count'] as const,
  list: (query: PageQuery) => [...deviceKeys.all, 'list', query] as const,
  pages: () => [...deviceKeys.all, 'pages'] as const,
  detail: (id: number) => [...deviceKeys.all, 'detail', id] as const,
  incomePages: (deviceId?: number) => [...deviceKeys.all, 'incomePages', deviceId ?? 'all'] as const,
  earnings: (query: PageQuery) => [...deviceKeys.all, 'earnings', query] as const,
  earningsCount: () => [...deviceKeys.all, 'earningsCount'] as const,
  rankPages: (type: RankQuery['type']) => [...deviceKeys.all, 'rankPages', type] as const,
};

export const deviceCountQuery = () => queryOptions({ queryKey: deviceKeys.count(), queryFn: getDeviceCount });
export const deviceListQuery = (query: PageQuery) =>
  queryOptions({ queryKey: deviceKeys.list(query), queryFn: () => getDeviceList(query) });
/** Silent: a device that is not the user's is a page of its own ("not found"), not a toast. */
export const deviceInfoQuery = (id: number) =>
  queryOptions({ queryKey: deviceKeys.detail(id), queryFn: () => getDeviceInfo(id, { silent: true }) });
export const earningsQuery = (query: PageQuery) =>
  queryOptions({ queryKey: deviceKeys.earnings(query), queryFn: () => getEarningsList(query) });
export const earningsCountQuery = () =>
  queryOptions({ queryKey: deviceKeys.earningsCount(), queryFn: getEarningsCount });

/** The user's devices as they scroll, newest bound first (20 a page). */
export const devicePages = () => pagedQuery(deviceKeys.pages(), getDeviceList);
/**
 * All of the user's devices at once: a user binds at most 20 (docs/api.md §17), one page of the list. For the
 * income page's per-device totals and its filter.
 */
export const allDevicesQuery = () => deviceListQuery({ pageIndex: 1, pageSize: PAGE_SIZE });
/** Income rows as they scroll, of one device or (undefined) all of them (20 a page). */
export const deviceIncomePages = (deviceId?: number) =>
  pagedQuery(deviceKeys.incomePages(deviceId), (page) =>
    getDeviceIncomeList({ ...page, device_id: deviceId }),
  );
/** A ranking window as it scrolls (10 a page). */
export const deviceRankPages = (type: RankQuery['type']) =>
  pagedQuery(deviceKeys.rankPages(type), (page) => getDeviceRank({ ...page, type }), SMALL_PAGE_SIZE);

/** Binds a device by SN; the page shows a refusal under the field (silent). Every device figure is read again. */
export function useBindDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BindDeviceRequest) => bindDevice(body, { silent: true }),
    onSuccess: () => invalidate(queryClient, deviceKeys.all),
  });
}

/** Renames a device (the sheet shows a refusal itself); its answer is the device as it is now. */
export function useRenameDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RenameDeviceRequest) => renameDevice(body, { silent: true }),
    onSuccess: (device) => {
      queryClient.setQueryData<DeviceDetail>(deviceKeys.detail(device.id), (detail) =>
        detail ? { ...detail, name: device.name } : detail,
      );
      invalidate(queryClient, deviceKeys.all);
    },
  });
}

/**
 * Unbinds a device: it is no longer the user's, so its details are dropped (not read again into a "not
 * found") and the rest is read again; its income rows stay.
 */
export function useUnbindDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unbindDevice,
    onSuccess: (_answer, id) => {
      queryClient.removeQueries({ queryKey: deviceKeys.detail(id) });
      invalidate(queryClient, deviceKeys.all);
    },
  });
}
