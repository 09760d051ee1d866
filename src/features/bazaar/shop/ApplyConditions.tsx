import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBaseSettings, type BaseSettings } from '../../../api/config';
import type { UserInfo } from '../../../api/account/account';
import { money } from '../../../lib/money';
import { useFormat } from '../../../ui/hooks/useFormat';
import { CHECK_IN_PATH, EXCHANGE_PATH, TOP_UP_PATH } from './paths';
import './ApplyConditions.css';

export interface Condition {
  key: 'days' | 'qc';
  met: boolean;
  /** what the rule asks */
  rule: string;
  /** the user's own figure */
  mine: string;
  /** what is missing and where to get it, when it is not met */
  missing: string;
  links: { to: string; text: string }[];
}

const selectSysConfig = (settings: BaseSettings) => settings.sysConfig;

/**
 * The two conditions of opening a shop (docs/decisions/0034): `seller_open_sign` check-in days at least,
 * and a QC balance above `seller_open_balance` (sys_config, 10 and 500 when the server sends none).
 */
export function useShopConditions(me: UserInfo): Condition[] {
  const { t } = useTranslation();
  const { qc } = useFormat();
  const { seller_open_sign: days, seller_open_balance: balance } = useBaseSettings(selectSysConfig);
  return [
    {
      key: 'days',
      met: me.totalDays >= days,
      rule: t('bazaar.apply.daysRule', { count: days }),
      mine: t('bazaar.apply.daysMine', { count: me.totalDays }),
      missing: t('bazaar.apply.daysMissing', { count: Math.max(days - me.totalDays, 0) }),
      links: [{ to: CHECK_IN_PATH, text: t('bazaar.apply.toCheckIn') }],
    },
    {
      key: 'qc',
      met: money(me.qcBalance).gt(money(balance)),
      rule: t('bazaar.apply.qcRule', { amount: qc(balance) }),
      mine: t('bazaar.apply.qcMine', { amount: qc(me.qcBalance) }),
      missing: t('bazaar.apply.qcMissing', { amount: qc(balance) }),
      links: [
        { to: EXCHANGE_PATH, text: t('bazaar.apply.toExchange') },
        { to: TOP_UP_PATH, text: t('bazaar.apply.toTopUp') },
      ],
    },
  ];
}

/** Each condition with the user's own figure, a tick or a cross, and where to get what is missing. */
export function ApplyConditions({ conditions }: { conditions: Condition[] }) {
  const { t } = useTranslation();
  return (
    <ul className="apply-conditions" aria-label={t('bazaar.apply.conditions')}>
      {conditions.map((condition) => (
        <li key={condition.key} className={`apply-condition ${condition.met ? 'is-met' : 'is-missing'}`}>
          <span
            className="apply-mark"
            role="img"
            aria-label={t(condition.met ? 'bazaar.apply.met' : 'bazaar.apply.notMet')}
          >
            {condition.met ? <CheckCircleFill /> : <CloseCircleFill />}
          </span>
          <div className="apply-condition-text">
            <p className="apply-rule">{condition.rule}</p>
            <p className="apply-mine">{condition.mine}</p>
            {condition.met ? null : (
              <>
                <p className="apply-missing">{condition.missing}</p>
                <p className="apply-links">
                  {condition.links.map((link) => (
                    <Link key={link.to} to={link.to} className="apply-link">
                      {link.text}
                    </Link>
                  ))}
                </p>
              </>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
