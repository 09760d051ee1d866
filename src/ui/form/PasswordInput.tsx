import { Input, type InputProps } from 'antd-mobile';

/** A login password field: hidden text, at most 16 characters (the password rule's upper bound). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'maxLength'>) {
  return <Input {...props} type="password" maxLength={16} />;
}
