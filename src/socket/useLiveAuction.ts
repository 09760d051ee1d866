import { useEffect, useMemo, useRef, useState } from 'react';
import { subscribeAuctionUpdates, type AuctionUpdate } from './connection';
import { money } from '../lib/money';

interface LiveFields {
  id: number;
  last_price: number;
  last_uid: number;
  avatar: string;
  nick_name: string;
}

const pickLive = ({ last_price, last_uid, avatar, nick_name }: AuctionUpdate) => ({
  last_price,
  last_uid,
  avatar,
  nick_name,
});

/** The auctions on screen, with their price and leader updated in place as bids arrive over the socket. */
export function useLiveAuctions<T extends LiveFields>(auctions: readonly T[] | undefined): T[] {
  const [updates, setUpdates] = useState<Record<number, Partial<LiveFields>>>({});

  const idKey = (auctions ?? []).map((a) => a.id).join(',');

  useEffect(() => {
    if (!idKey) return;
    const ids = new Set(idKey.split(',').map(Number));
    return subscribeAuctionUpdates((update) => {
      if (!ids.has(update.id)) return;
      // Pushes may arrive out of order: a lower price never replaces a higher one already pushed.
      setUpdates((prev) => {
        const held = prev[update.id]?.last_price;
        if (held !== undefined && money(held).gt(money(update.last_price))) return prev;
        return { ...prev, [update.id]: pickLive(update) };
      });
    });
  }, [idKey]);

  return (auctions ?? []).map((a) => {
    const live = updates[a.id];
    // A pushed price never replaces a newer one the page already fetched.
    return live && money(live.last_price).gte(money(a.last_price)) ? { ...a, ...live } : a;
  });
}

/**
 * While an auction screen is open: after every (re)connect, a failed first connect's retry included, and when
 * the page is shown again, `refresh` reads a fresh snapshot — whatever was pushed meanwhile is lost.
 */
export function useAuctionSnapshot(refresh: () => void) {
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => {
    const read = () => latest.current();
    const unsubscribe = subscribeAuctionUpdates(() => undefined, read);
    const onShown = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onShown);
    };
  }, []);
}

export function useLiveAuction<T extends LiveFields>(auction: T | undefined): T | undefined {
  const one = useMemo(() => (auction ? [auction] : undefined), [auction]);
  const list = useLiveAuctions(one);
  return list[0];
}
