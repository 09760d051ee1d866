/** Amounts typed by the user: digits with at most `decimals` decimals (2 for money, 0 for points). */
export const amountPattern = (decimals: number) =>
  decimals > 0 ? new RegExp(`^\\d*(\\.\\d{0,${decimals}})?$`) : /^\d*$/;

/** The typed amount, or NaN while the field is empty or only a dot. */
export const parseAmount = (text: string) => (text === '' || text === '.' ? Number.NaN : Number(text));

/** Rounds to cents, so that 0.1 + 0.2 shows and compares as 0.3. */
export const toCents = (value: number) => Math.round(value * 100) / 100;
