import { useState } from 'react';
import { DotLoading, Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useSetPayPassword } from '../../../api/account/profile';
import { safeRoute } from '../../../lib/route';
import { payPasswordProblem } from '../../../lib/validate';
import { PayPasscode, usePasscodeSend } from '../../../ui/money/PayPasscode';
import { toast } from '../../../ui/state/toast';
import { useGoBack } from '../../../ui/layout/useGoBack';
import { payProblemText } from './securityRules';
import { SecurityPayLogin } from './SecurityPayLogin';
import { href } from '../../../lib/href';

/** login: the login password (create); old: the current payment password (modify); then new, confirm. */
type Step = 'login' | 'old' | 'new' | 'confirm';

const STEP_INDEX: Record<Step, number> = { login: 0, old: 0, new: 1, confirm: 2 };
const NOTHING_KEPT = { login: '', old: '', fresh: '' };

/** After success: back where the user came from (`?route=`, internal paths only), else one step back. */
function useLeave() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const goBack = useGoBack(href('/pages/my/info'));
  return () => {
    const route = params.get('route');
    if (route) navigate(safeRoute(route), { replace: true });
    else goBack();
  };
}

/** Creates the payment password, or changes it; every digit is typed on the number keyboard. */
export function SecurityPayPassword({ hasPayPassword }: { hasPayPassword: boolean }) {
  const { t } = useTranslation();
  const first: Step = hasPayPassword ? 'old' : 'login';
  const [step, setStep] = useState<Step>(first);
  const [kept, setKept] = useState(NOTHING_KEPT);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  const setPayPassword = useSetPayPassword();
  const leave = useLeave();

  const goTo = (next: Step) => {
    setValue('');
    setStep(next);
  };

  const { send, sending } = usePasscodeSend(async (payPassword) => {
    try {
      await setPayPassword.mutateAsync(
        hasPayPassword ? { oldPayPassword: kept.old, payPassword } : { password: kept.login, payPassword },
      );
    } catch (error) {
      // The server named what was wrong (its message is already shown); everything is asked again.
      setKept(NOTHING_KEPT);
      goTo(first);
      throw error;
    }
    toast(t(hasPayPassword ? 'security.payChanged' : 'security.payCreated'), 'success');
    leave();
  });

  const onFill = (digits: string) => {
    setProblem('');
    if (step === 'old') {
      setKept((k) => ({ ...k, old: digits }));
      goTo('new');
    } else if (step === 'new') {
      const issue = payPasswordProblem(digits);
      if (issue) {
        setProblem(payProblemText(t, issue));
        setValue('');
        return;
      }
      setKept((k) => ({ ...k, fresh: digits }));
      goTo('confirm');
    } else if (digits !== kept.fresh) {
      setProblem(t('security.payMismatch'));
      goTo('new');
    } else {
      void send(digits);
    }
  };

  const prompts: Record<Exclude<Step, 'login'>, string> = {
    old: t('security.payOld'),
    new: t('security.payNew'),
    confirm: t('security.payConfirm'),
  };

  return (
    <>
      <div className="security-steps">
        <Steps current={STEP_INDEX[step]}>
          <Steps.Step title={hasPayPassword ? t('security.stepOld') : t('security.stepLogin')} />
          <Steps.Step title={t('security.stepNew')} />
          <Steps.Step title={t('security.stepConfirm')} />
        </Steps>
      </div>
      {step === 'login' ? (
        <SecurityPayLogin
          onNext={(password) => {
            setKept((k) => ({ ...k, login: password }));
            goTo('new');
          }}
        />
      ) : (
        <section className="security-pay">
          <h2 className="security-prompt">{prompts[step]}</h2>
          {step === 'old' ? null : <p className="security-hint">{t('security.payRules')}</p>}
          <PayPasscode
            value={value}
            onChange={(next) => {
              setValue(next);
              if (next) setProblem('');
            }}
            onFill={onFill}
            disabled={sending}
            error={problem !== ''}
            autoFocus
          />
          <p className="security-problem" role="alert">
            {problem}
          </p>
          {sending ? (
            <div className="security-status" role="status">
              <DotLoading color="primary" /> {t('security.paySaving')}
            </div>
          ) : null}
        </section>
      )}
    </>
  );
}
