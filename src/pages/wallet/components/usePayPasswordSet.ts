import { useMe } from '../../../api/account';

/** Whether the signed-in user has a payment password (readable before any call that needs it). */
export const usePayPasswordSet = () => useMe((me) => me.hasPayPassword === true).data === true;
