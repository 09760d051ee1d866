import type { Contract } from '../contract';
import type { MoneyAccount } from '../money';

/** A second test account the flows sign in as for the other side of a step (a buyer, an invitee). */
export interface SecondAccount {
  uid: number;
  phone: string;
  password: string;
}

/** What a flow of `--all` works with. */
export interface WriteContext {
  c: Contract;
  /** the test account's uid */
  uid: number;
  who: MoneyAccount;
  second?: SecondAccount;
  /** Runs `steps` signed in as the second account, then signs the test account back in. */
  asSecond?: <T>(steps: () => Promise<T>) => Promise<T>;
  /** The fake backend only: moves its clock on (a review, a shipment, a visit come due). */
  skip?: (ms: number) => Promise<void>;
}
