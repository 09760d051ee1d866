import { render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd-mobile';
import { PasswordPair, type PasswordPairValues } from '../../src/ui/form/PasswordPair';
import { setupUser } from '../render';

const LENGTH = 'Password must be 8 to 16 characters';
const MISMATCH = 'Passwords do not match';

function renderPair(onFinish: (values: PasswordPairValues) => void) {
  render(
    <Form
      initialValues={{ password: '', confirm: '' }}
      onFinish={onFinish}
      footer={<Button type="submit">Save</Button>}
    >
      <PasswordPair
        label="New password"
        placeholder="8–16 characters"
        confirmLabel="Confirm password"
        confirmPlaceholder="Enter the password again"
      />
    </Form>,
  );
  return {
    password: screen.getByPlaceholderText('8–16 characters'),
    confirm: screen.getByPlaceholderText('Enter the password again'),
    save: screen.getByRole('button', { name: 'Save' }),
  };
}

describe('PasswordPair', () => {
  it('asks for 8 to 16 characters and the same again, before anything is sent', async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    const pair = renderPair(onFinish);
    expect(pair.password).toHaveAttribute('type', 'password');
    expect(pair.password).toHaveAttribute('autocomplete', 'new-password');
    expect(pair.confirm).toHaveAttribute('autocomplete', 'new-password');
    await user.type(pair.password, 'Short1');
    await user.type(pair.confirm, 'Short2');
    await user.click(pair.save);
    expect(await screen.findByText(LENGTH)).toBeInTheDocument();
    expect(screen.getByText(MISMATCH)).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('takes no more than 16 characters', async () => {
    const user = setupUser();
    const pair = renderPair(vi.fn());
    await user.type(pair.password, 'a'.repeat(20));
    expect(pair.password).toHaveValue('a'.repeat(16));
  });

  it('checks the repeat again when the password changes, and passes both on once they match', async () => {
    const user = setupUser();
    const onFinish = vi.fn();
    const pair = renderPair(onFinish);
    await user.type(pair.password, 'NewPass12');
    await user.type(pair.confirm, 'NewPass123');
    await user.click(pair.save);
    expect(await screen.findByText(MISMATCH)).toBeInTheDocument();

    await user.type(pair.password, '3');
    await waitFor(() => expect(screen.queryByText(MISMATCH)).not.toBeInTheDocument());
    await user.click(pair.save);
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ password: 'NewPass123', confirm: 'NewPass123' }),
    );
    expect(screen.queryByText(LENGTH)).not.toBeInTheDocument();
  });
});
