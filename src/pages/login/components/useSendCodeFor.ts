import type { FormInstance } from 'antd-mobile/es/components/form';
import { sendCode, type CodePurpose } from '../../../api/account';
import type { PhoneValue } from '../../../ui/PhoneInput';

/** Sends a code to the phone in the form's `phone` field, after that field validates. */
export function useSendCodeFor(form: FormInstance, type: CodePurpose) {
  return async () => {
    await form.validateFields(['phone']);
    const phone = form.getFieldValue('phone') as PhoneValue;
    await sendCode({ phoneRegion: phone.region, phoneNumber: phone.number, type });
  };
}
