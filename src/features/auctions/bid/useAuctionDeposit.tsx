import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMe } from '../../../api/account/account';
import {
  useDepositMutation,
  useDepositTrace,
  type Auction,
  type DepositResult,
} from '../../../api/auctions/auction';
import { href } from '../../../lib/href';
import { useSession } from '../../../stores/session';
import { toast } from '../../../ui/state/toast';
import { useFormat } from '../../../ui/hooks/useFormat';
import { SendFateNotice } from '../../../ui/money/SendFateNotice';
import { usePayPassword } from '../../../ui/money/usePayPassword';
import { useRequireLogin } from '../../../ui/hooks/useRequireLogin';
import { useTracedSend } from '../../../ui/money/useTracedSend';
import { DepositSheet } from './DepositSheet';

const payerOf = ({ balance, hasPayPassword }: { balance: number; hasPayPassword?: boolean }) => ({
  balance,
  hasPayPassword: hasPayPassword === true,
});

/**
 * Paying an auction's deposit (docs/decisions/0035), as the bazaar's checkout pays an order: a guest is asked
 * to sign in, a user without a payment password is led to set one (readable before the call); then the
 * confirmation, then the payment password, then Auction/deposit. A refusal (already toasted by the client)
 * keeps the password sheet open; a lost answer closes it and the auction is read again to say whether the
 * deposit was taken (`fate`), never sent again by itself.
 */
export function useAuctionDeposit(auction: Auction) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { balance } = useFormat();
  const requireLogin = useRequireLogin();
  const payer = useMe(payerOf).data ?? null;
  const payPassword = usePayPassword(payer?.hasPayPassword === true);
  const deposit = useDepositMutation();
  const findDeposit = useDepositTrace(auction.id);
  // What says the deposit is paid: its answer, or the auction read again after a lost one.
  const traced = useTracedSend<string, DepositResult | Auction>({
    send: (password) => deposit.mutateAsync({ id: auction.id, pay_password: password }),
    trace: () => findDeposit,
    onSent: () => toast(t('auction.deposit.paid'), 'success'),
  });
  const [confirming, setConfirming] = useState(false);
  const amount = balance(auction.security_deposit);

  const start = () => {
    if (!requireLogin() || !payer || traced.blocked) return;
    if (payPassword.ready()) setConfirming(true);
  };
  // A signed-in user's balance and password state are read first: until then the button waits (a tap
  // before would do nothing, CI caught one on a slow machine).
  const signedIn = useSession((state) => state.uid !== 0);
  const waiting = signedIn && !payer;

  const pay = () => {
    setConfirming(false);
    payPassword.ask({
      title: t('auction.deposit.passwordTitle'),
      description: t('auction.deposit.passwordText', { amount }),
      onComplete: traced.run,
    });
  };

  const sheets = (
    <>
      <SendFateNotice {...traced.notice} />
      <DepositSheet
        visible={confirming}
        onClose={() => setConfirming(false)}
        deposit={auction.security_deposit}
        balance={payer?.balance ?? 0}
        onConfirm={pay}
        onTopUp={() => navigate(href('/pages/my/recharge'))}
      />
      {payPassword.sheet}
    </>
  );

  /** `blocked`: a lost answer's fate is not known yet, nothing is paid from here meanwhile */
  return { start, sheets, waiting, blocked: traced.blocked };
}
