import { useState } from 'react';
import { Selector } from 'antd-mobile';
import { StateBlock } from '../../ui/state/StateBlock';

export interface PayMethod {
  name: string;
  type: string;
}

/** The chosen one of the payment methods the server has open: the first until another is picked. */
export function usePayMethod(methods: PayMethod[]) {
  const [picked, setPicked] = useState<string | null>(null);
  return { methods, type: picked ?? methods[0]?.type ?? null, pick: setPicked };
}

/** The card that chooses how a top-up is paid (the mall balance's and the wallet's alike). */
export function PayMethodCard({
  title,
  noneText,
  method,
}: {
  title: string;
  /** said when no method is open */
  noneText: string;
  method: ReturnType<typeof usePayMethod>;
}) {
  const { methods, type, pick } = method;
  return (
    <section className="card">
      <h2 className="money-heading">{title}</h2>
      {methods.length === 0 ? (
        <StateBlock kind="empty" title={noneText} />
      ) : (
        <Selector
          className="money-chips"
          columns={2}
          aria-label={title}
          options={methods.map((option) => ({ label: option.name, value: option.type }))}
          value={type ? [type] : []}
          onChange={(values) => values[0] && pick(values[0])}
        />
      )}
    </section>
  );
}
