/** Entities shared by several API groups. Shapes are assumptions documented in docs/api.md. */

/** Envelope every response comes in. */
export interface Envelope<T> {
  code: number;
  msg?: string;
  data: T;
}

/** Lists paged with pageIndex/pageSize (or page/pageSize for team and bazaar). */
export interface Page<T> {
  list: T[];
  total: number;
}

export interface PageQuery {
  pageIndex: number;
  pageSize: number;
}

/** Team and bazaar lists page with `page` instead of `pageIndex`. */
export interface PageQueryV2 {
  page: number;
  pageSize: number;
}

export type LangValue = 'zh_cn' | 'en_us' | 'pt_br' | 'ko_kr' | 'ja_jp' | 'ru_ru';
