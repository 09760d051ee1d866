/** Form rules (antd-mobile Form) built from a check and the message to show, written once. */
const verdict = (ok: boolean, message: string) =>
  ok ? Promise.resolve() : Promise.reject(new Error(message));

/** The field's value passes `ok`. */
export const ruleOf = <V>(ok: (value: V | undefined) => boolean, message: string) => ({
  validator: (_: unknown, value?: V) => verdict(ok(value), message),
});

/** The field repeats the field `name` (a confirmation). */
export const matchesField =
  (name: string, message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: (_: unknown, value?: string) =>
      verdict(Boolean(value) && value === getFieldValue(name), message),
  });
