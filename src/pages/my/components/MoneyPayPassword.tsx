import { useMe } from '../../../api/account';
import { usePayPassword } from '../../../ui/usePayPassword';

/** The payment password sheet for the signed-in user's money pages (ui/usePayPassword). */
export const useMoneyPayPassword = () =>
  usePayPassword(useMe((me) => me.hasPayPassword === true).data === true);
