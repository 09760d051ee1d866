import { act, renderHook } from '@testing-library/react';
import { ApiError, NETWORK_ERROR } from '../../src/lib/errors';
import { NOT_SENT } from '../../src/ui/money/useSendGuard';
import { useTracedSend } from '../../src/ui/money/useTracedSend';

/** One action's sends, with a call and a trace the test drives. */
function setup({
  send,
  found,
}: {
  send: () => Promise<{ id: number }>;
  found: () => Promise<{ id: number } | null>;
}) {
  const calls = { send: 0, marks: 0, reads: 0 };
  const sent: { id: number }[] = [];
  const notSent: string[] = [];
  const hook = renderHook(() =>
    useTracedSend<string, { id: number }>({
      send: () => {
        calls.send += 1;
        return send();
      },
      trace: async () => {
        calls.marks += 1;
        return () => {
          calls.reads += 1;
          return found();
        };
      },
      onSent: (result) => sent.push(result),
      onNotSent: (values) => notSent.push(values),
    }),
  );
  return { hook, calls, sent, notSent };
}

const lost = () => Promise.reject(new ApiError(NETWORK_ERROR, 'Connection timed out'));

describe('useTracedSend', () => {
  it('an answer is what went through; nothing is read back', async () => {
    const { hook, calls, sent } = setup({ send: async () => ({ id: 1 }), found: async () => null });
    await act(async () => expect(await hook.result.current.run('a')).toEqual({ id: 1 }));
    expect(sent).toEqual([{ id: 1 }]);
    expect(calls).toEqual({ send: 1, marks: 1, reads: 0 });
    expect(hook.result.current.notice.fate).toBe('idle');
  });

  it('a refusal rejects as the call did, and reads nothing back', async () => {
    const refusal = new ApiError(500, 'wrong password');
    const { hook, calls } = setup({ send: () => Promise.reject(refusal), found: async () => null });
    await act(() => expect(hook.result.current.run('a')).rejects.toBe(refusal));
    expect(calls.reads).toBe(0);
    expect(hook.result.current.blocked).toBe(false);
  });

  it('a lost answer found on the server went through: done, and handed on as an answer would be', async () => {
    const { hook, calls, sent } = setup({ send: lost, found: async () => ({ id: 7 }) });
    await act(async () => expect(await hook.result.current.run('a')).toEqual({ id: 7 }));
    expect(hook.result.current.notice.fate).toBe('done');
    expect(sent).toEqual([{ id: 7 }]);
    expect(calls).toEqual({ send: 1, marks: 1, reads: 1 });
  });

  it('a lost answer not found did not go through: NOT_SENT, and the next send may leave', async () => {
    const { hook, calls, notSent } = setup({ send: lost, found: async () => null });
    await act(async () => expect(await hook.result.current.run('a')).toBe(NOT_SENT));
    expect(hook.result.current.notice.fate).toBe('notDone');
    expect(notSent).toEqual(['a']);
    await act(() => hook.result.current.run('b'));
    expect(calls.send).toBe(2);
  });

  it('while the fate is unknown nothing else leaves; "Check again" reads it again', async () => {
    let reads = 0;
    const { hook, calls, sent } = setup({
      send: lost,
      found: async () => (++reads === 1 ? Promise.reject(new Error('offline')) : { id: 3 }),
    });
    await act(async () => expect(await hook.result.current.run('a')).toBe(NOT_SENT));
    expect(hook.result.current.notice.fate).toBe('unknown');
    expect(hook.result.current.blocked).toBe(true);
    await act(async () => expect(await hook.result.current.run('b')).toBe(NOT_SENT));
    expect(calls.send).toBe(1);

    await act(async () => hook.result.current.notice.onCheckAgain());
    await vi.waitFor(() => expect(hook.result.current.notice.fate).toBe('done'));
    expect(sent).toEqual([{ id: 3 }]);
    expect(hook.result.current.blocked).toBe(false);
  });
});
