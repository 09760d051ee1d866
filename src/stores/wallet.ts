import { create } from 'zustand';
import { readStored, writeStored } from '../lib/storage';

const WALLET_KEY = 'wallet';

/**
 * What only this device knows of the user's wallets (decision 0037): the account chosen on the wallet pages,
 * and, until its backup check passes, the main account's recovery phrase encrypted with the payment password
 * (the server sends the phrase once). Never the phrase in clear.
 */
export interface WalletDeviceState {
  /** the account the wallet pages show; null: the main one */
  selectedId: number | null;
  /** wallet id → the phrase encrypted with the payment password, while its backup is pending */
  pendingBackups: Record<number, string>;
}

interface WalletStore extends WalletDeviceState {
  select: (id: number) => void;
  keepPendingBackup: (walletId: number, cipherText: string) => void;
  /** the backup check passed (or the account is gone): the encrypted phrase is deleted */
  dropPendingBackup: (walletId: number) => void;
}

function stored(): WalletDeviceState {
  const value = readStored<Partial<WalletDeviceState>>(WALLET_KEY) ?? {};
  return {
    selectedId: typeof value.selectedId === 'number' ? value.selectedId : null,
    pendingBackups:
      value.pendingBackups && typeof value.pendingBackups === 'object' ? { ...value.pendingBackups } : {},
  };
}

export const useWalletStore = create<WalletStore>((set, get) => {
  const save = (patch: Partial<WalletDeviceState>) => {
    set(patch);
    const { selectedId, pendingBackups } = get();
    writeStored<WalletDeviceState>(WALLET_KEY, { selectedId, pendingBackups });
  };
  return {
    ...stored(),
    select: (id) => save({ selectedId: id }),
    keepPendingBackup: (walletId, cipherText) =>
      save({ pendingBackups: { ...get().pendingBackups, [walletId]: cipherText } }),
    dropPendingBackup: (walletId) => {
      const { [walletId]: _dropped, ...rest } = get().pendingBackups;
      save({ pendingBackups: rest });
    },
  };
});
