import type { Contract } from '../contract';
import type { MoneyAccount } from '../money';

/** A second test account the flows sign in as for the other side of a step (a buyer, an invitee). */
export interface SecondAccount {
  uid: number;
  phone: string;
  password: string;
}

/**
 * Codes only the server's operators can give (each from the environment, or the fake backend's own): without
 * one, the steps that need it are skipped.
 */
export interface ServerCodes {
  /** the verification code the SMS gateway accepts for any number and purpose (QC_CONTRACT_SMS_CODE) */
  sms?: string;
  /** a redemption code the test account has not used (QC_CONTRACT_REDEEM_CODE) */
  redeem?: string;
  /** an invitation code a sign-up takes (QC_CONTRACT_INVITATION_CODE) */
  invitation?: string;
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
  codes: ServerCodes;
  /**
   * Whether the flows may text numbers nobody has and sign them up (random 170… numbers of the account's area
   * code): on the fake backend, or when QC_CONTRACT_RANDOM_PHONES=1 allows it.
   */
  randomPhones: boolean;
  /**
   * The fake backend only: moves its clock on (a review, a shipment, a visit come due). Its presence is how a flow
   * knows it runs against the fake backend (site-wide resets run only there).
   */
  skip?: (ms: number) => Promise<void>;
}
