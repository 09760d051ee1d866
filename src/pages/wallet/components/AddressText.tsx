import { addressChunks } from '../../../api/rules/walletAddress';

/** A wallet address in groups of four, so it can be read against another copy. */
export function AddressText({ address }: { address: string }) {
  return (
    <span className="wallet-address">
      {addressChunks(address).map((chunk, index) => (
        <span key={index}>{chunk}</span>
      ))}
    </span>
  );
}
