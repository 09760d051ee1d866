import { createContext, useContext } from 'react';

/** What the page shell needs to know about the route it is showing. */
export interface ShellMeta {
  path: string;
  title: string;
  isTab: boolean;
  pullToRefresh: boolean;
}

export const RouteMetaContext = createContext<ShellMeta | null>(null);

export const useShellMeta = () => useContext(RouteMetaContext);
