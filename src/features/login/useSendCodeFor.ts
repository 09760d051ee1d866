import type { FormInstance } from 'antd-mobile/es/components/form';
import { useSendCode, type CodePurpose } from '../../api/account/account';
import type { PhoneValue } from '../../ui/form/PhoneInput';

/** Sends a code to the phone in the form's `phone` field, after that field validates. */
export function useSendCodeFor(form: FormInstance, type: CodePurpose) {
  const sendCode = useSendCode();
  return async () => {
    await form.validateFields(['phone']);
    const phone = form.getFieldValue('phone') as PhoneValue;
    await sendCode.mutateAsync({ phoneRegion: phone.region, phoneNumber: phone.number, type });
  };
}
