import { useState } from 'react';
import { Form, Input } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useRedeemCode, type RedeemReward } from '../../api/account/profile';
import { SendButton } from '../../ui/money/SendButton';
import { useRedeemCredit } from './useRedeemCredit';

interface RedeemValues {
  code?: string;
}

/** A redemption code in, what it credited out; the user's balances and the records follow at once. */
export function RedeemForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RedeemValues>();
  const redeem = useRedeemCode();
  const credit = useRedeemCredit();
  const [reward, setReward] = useState<RedeemReward | null>(null);

  const submit = async () => {
    const values = await form.validateFields();
    setReward(null);
    const result = await redeem.mutateAsync((values.code ?? '').trim());
    setReward(result);
    form.resetFields();
  };

  return (
    <section className="redeem-card">
      <Form form={form} layout="vertical" requiredMarkStyle="none" className="redeem-form">
        <Form.Item
          name="code"
          label={t('redeem.label')}
          rules={[{ required: true, whitespace: true, message: t('redeem.required') }]}
        >
          <Input placeholder={t('redeem.placeholder')} clearable autoComplete="off" maxLength={64} />
        </Form.Item>
      </Form>
      <SendButton block color="primary" shape="rounded" onSend={submit}>
        {t('redeem.submit')}
      </SendButton>
      {reward ? (
        <p className="redeem-success" role="status">
          <CheckCircleFill />
          <span>{t('redeem.success')}</span>
          <strong>{credit(reward.asset, reward.amount)}</strong>
        </p>
      ) : null}
    </section>
  );
}
