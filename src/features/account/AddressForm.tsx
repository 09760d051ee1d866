import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useModifyAddress, type Address, type DeliveryMethod } from '../../api/account/profile';
import { DEFAULT_REGION, PhoneInput, type PhoneValue } from '../../ui/form/PhoneInput';
import { SendButton } from '../../ui/money/SendButton';
import { toast } from '../../ui/state/toast';
import { ADDRESS_MAX, addressRules, DELIVERY_METHODS, RECIPIENT_NAME_MAX } from './addressRules';
import { usePhoneRegions } from '../../api/config';

interface AddressValues {
  recipientName: string;
  phone: PhoneValue;
  address: string;
  deliveryMethod: DeliveryMethod[];
}

const initialValues = (current: Address | null): AddressValues => ({
  recipientName: current?.recipientName ?? '',
  phone: {
    region: current?.recipientPhoneRegion ?? DEFAULT_REGION,
    number: current?.recipientPhoneNumber ?? '',
  },
  address: current?.address ?? '',
  deliveryMethod: [current?.deliveryMethod ?? 'express'],
});

interface AddressFormProps {
  current: Address | null;
  onClose: () => void;
}

/** Adds or replaces the user's one address; whatever is saved goes back to review. */
export function AddressForm({ current, onClose }: AddressFormProps) {
  const regions = usePhoneRegions();
  const { t } = useTranslation();
  const [form] = Form.useForm<AddressValues>();
  const modify = useModifyAddress();
  const rules = addressRules(t);

  const save = async () => {
    const values = await form.validateFields();
    await modify.mutateAsync({
      recipientName: values.recipientName.trim(),
      recipientPhoneRegion: values.phone.region,
      recipientPhoneNumber: values.phone.number,
      address: values.address.trim(),
      deliveryMethod: values.deliveryMethod[0] ?? 'express',
    });
    toast(t('address.saved'), 'success');
    onClose();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMarkStyle="none"
      className="address-form"
      initialValues={initialValues(current)}
      footer={
        <div className="address-form-actions">
          {current ? <p className="address-note">{t('address.reviewAgainNote')}</p> : null}
          <SendButton block color="primary" size="large" onSend={save}>
            {t('address.save')}
          </SendButton>
          <Button block fill="none" onClick={onClose}>
            {t('address.cancel')}
          </Button>
        </div>
      }
    >
      <Form.Item name="recipientName" label={t('address.recipientName')} rules={rules.recipientName}>
        <Input
          maxLength={RECIPIENT_NAME_MAX}
          placeholder={t('address.recipientNamePlaceholder')}
          autoComplete="name"
          clearable
        />
      </Form.Item>
      <Form.Item name="phone" label={t('address.recipientPhone')} rules={rules.phone}>
        <PhoneInput regions={regions} />
      </Form.Item>
      <Form.Item name="address" label={t('address.address')} rules={rules.address}>
        <TextArea
          maxLength={ADDRESS_MAX}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
          placeholder={t('address.addressPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        name="deliveryMethod"
        label={t('address.deliveryMethod')}
        // One choice that cannot be emptied: tapping the chosen option again keeps it.
        normalize={(picked: DeliveryMethod[], previous: DeliveryMethod[]) =>
          picked.length ? picked : previous
        }
      >
        <Selector
          columns={2}
          options={DELIVERY_METHODS.map((value) => ({ value, label: t(`address.method.${value}`) }))}
        />
      </Form.Item>
    </Form>
  );
}
