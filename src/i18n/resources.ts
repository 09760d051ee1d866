/**
 * The shape of every language's strings, taken from English: a key missing from English is a type error.
 * A new `locales/en/<area>.json` is added here once.
 */
import type common from '../../locales/en/common.json';
import type details from '../../locales/en/details.json';
import type draw from '../../locales/en/draw.json';
import type error from '../../locales/en/error.json';
import type home from '../../locales/en/home.json';
import type list from '../../locales/en/list.json';
import type login from '../../locales/en/login.json';
import type my from '../../locales/en/my.json';
import type notFound from '../../locales/en/notFound.json';
import type ranking from '../../locales/en/ranking.json';
import type tab from '../../locales/en/tab.json';
import type title from '../../locales/en/title.json';
import type winList from '../../locales/en/winList.json';

export interface Resources {
  common: typeof common;
  details: typeof details;
  draw: typeof draw;
  error: typeof error;
  home: typeof home;
  list: typeof list;
  login: typeof login;
  my: typeof my;
  notFound: typeof notFound;
  ranking: typeof ranking;
  tab: typeof tab;
  title: typeof title;
  winList: typeof winList;
}
