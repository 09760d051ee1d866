import { createContext, useContext } from 'react';

/** What the page shell needs to know about the route it is showing. */
export interface ShellMeta {
  path: string;
  title: string;
  isTab: boolean;
  pullToRefresh: boolean;
  /** what a pull does when the page says nothing else: every query on screen is fetched again */
  refresh: () => Promise<unknown>;
}

export const RouteMetaContext = createContext<ShellMeta | null>(null);

export const useShellMeta = () => useContext(RouteMetaContext);
