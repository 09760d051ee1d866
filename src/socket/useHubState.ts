import { useSyncExternalStore } from 'react';
import { hubState, subscribeHubState, type HubState } from './connection';

/** The live socket's state, for a screen that says when its live figures may be stale. */
export function useHubState(): HubState {
  return useSyncExternalStore(subscribeHubState, hubState, hubState);
}
