import { useQuery } from '@tanstack/react-query';
import { walletListQuery, type WalletAccount } from '../../api/wallet/wallet';
import { useWalletStore } from '../../stores/wallet';

/**
 * The user's wallet accounts and the one the wallet pages work on: the one chosen on this device if it
 * still exists, else the main one. `wallet` is undefined while loading and when the user has none yet
 * (WalletShell then shows "create a wallet first").
 */
export function useCurrentWallet() {
  const query = useQuery(walletListQuery());
  const selectedId = useWalletStore((state) => state.selectedId);
  const select = useWalletStore((state) => state.select);
  const wallets: WalletAccount[] = query.data ?? [];
  const wallet = wallets.find((w) => w.id === selectedId) ?? wallets.find((w) => w.is_main) ?? wallets[0];
  return { query, wallets, wallet, select, hasNone: query.isSuccess && wallets.length === 0 };
}
