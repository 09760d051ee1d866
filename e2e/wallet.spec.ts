import { expect, test, type Page } from '@playwright/test';
import { amountIn, freshApp, logOut, setPayPassword, signInAs, signInDemo, tapDigits } from './support/app';
import {
  confirmWithPassword,
  fact,
  holding,
  LUCAS,
  MINJUN,
  OLIVER,
  PAY_PASSWORD,
  signInWithPayPassword,
  type Token,
} from './support/wallet';

/** A token chip of a TokenChooser (the nth chooser on the page). */
const chip = (page: Page, symbol: Token, chooser = 0) =>
  page
    .locator('.adm-selector')
    .nth(chooser)
    .locator('.adm-selector-item')
    .filter({ hasText: new RegExp(`^${symbol}`) });

test('the demo creates a wallet, fails then passes the phrase check and receives at its address', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/my/index');
  await setPayPassword(page, PAY_PASSWORD);

  await page.goto('/pages/wallet/index');
  await page.getByTestId('need-wallet').getByRole('button', { name: 'Create a wallet' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet\/create$/);
  await page.getByRole('textbox', { name: 'Account name' }).fill('Demo wallet');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await tapDigits(page, PAY_PASSWORD);

  await expect(page.getByText('Anyone with these words owns the wallet.')).toBeVisible();
  await page.getByRole('button', { name: 'Reveal' }).click();
  const words = page.getByRole('list', { name: 'Recovery phrase' }).locator('.wallet-word-text');
  await expect(words).toHaveCount(12);
  const phrase = await words.allTextContents();
  await page.getByRole('button', { name: 'I have written it down' }).click();

  /** Answers the three questions on screen: the first one wrong when `wrongFirst`. */
  const answer = async (wrongFirst: boolean) => {
    const questions = page.getByRole('radiogroup', { name: /^Word #\d+$/ });
    await expect(questions).toHaveCount(3);
    for (let index = 0; index < 3; index += 1) {
      const question = questions.nth(index);
      const number = Number(/\d+/.exec((await question.getAttribute('aria-label')) ?? '')?.[0]);
      const right = phrase[number - 1] ?? '';
      const choices = await question.locator('.wallet-quiz-choice').allTextContents();
      const pick = wrongFirst && index === 0 ? choices.find((word) => word !== right) : right;
      await question
        .locator('.wallet-quiz-choice')
        .filter({ hasText: new RegExp(`^${pick}$`) })
        .click();
    }
    await page.getByRole('button', { name: 'Check', exact: true }).click();
  };
  await answer(true);
  await expect(page.getByRole('alert')).toContainText('That is not right');
  await answer(false);
  await expect(page.getByRole('heading', { name: 'Phrase backed up' })).toBeVisible();
  await page.getByRole('button', { name: 'To the wallet' }).click();
  await expect(page).toHaveURL(/\/pages\/wallet\/index$/);
  await expect(page.getByText('Back up your recovery phrase')).toHaveCount(0);

  await page.goto('/pages/wallet/receive');
  const qr = page.getByTestId('receive-qr');
  await expect(qr.locator('svg')).toBeVisible();
  const address = (await page.getByTestId('address-chunks').textContent()) ?? '';
  expect(address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(qr).toHaveAttribute('data-value', address);
  await expect(page.getByTestId('address-chunks').locator('.wallet-address-chunk').first()).toHaveText(
    address.slice(0, 4),
  );
});

test('a transfer of QC to another seeded user: the sender pays amount and fee, the receiver gets the amount', async ({
  page,
}) => {
  await freshApp(page);
  await signInAs(page, MINJUN.phone, '/pages/my/index', MINJUN.region);
  const receiverBefore = await holding(page, 'QC');
  await logOut(page);

  await signInWithPayPassword(page, OLIVER);
  const senderBefore = await holding(page, 'QC');
  await page.goto('/pages/wallet/transfer');
  await page.getByRole('textbox', { name: 'Wallet address or UID' }).fill(MINJUN.main);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/pages\/wallet\/transferTwo\?/);
  await chip(page, 'QC').click();
  await page.getByRole('textbox', { name: 'Amount to send' }).fill('10');
  await page.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(page.getByRole('dialog')).toContainText('Confirm the transfer');
  await expect(fact(page, 'Amount')).toHaveText('10.00 QC');
  const fee = amountIn(await fact(page, 'Fee').textContent());
  expect(fee).toBeGreaterThan(0);
  await expect(fact(page, 'Total')).toContainText((10 + fee).toFixed(2));
  await confirmWithPassword(page, 'Confirm');
  await expect(page.getByText('10.00 QC is on its way')).toBeVisible();

  expect(await holding(page, 'QC')).toBeCloseTo(senderBefore - 10 - fee, 2);
  await logOut(page);
  await signInAs(page, MINJUN.phone, '/pages/my/index', MINJUN.region);
  expect(await holding(page, 'QC')).toBeCloseTo(receiverBefore + 10, 2);
});

test('an exchange of USDT to QC at the quoted rate shows in the exchange records', async ({ page }) => {
  await freshApp(page);
  await signInWithPayPassword(page, OLIVER);
  const usdtBefore = await holding(page, 'USDT');
  const qcBefore = await holding(page, 'QC');

  await page.goto('/pages/wallet/exchange');
  await chip(page, 'USDT', 0).click();
  await chip(page, 'QC', 1).click();
  await expect(chip(page, 'USDT', 0)).toHaveClass(/adm-selector-item-active/);
  await expect(chip(page, 'QC', 1)).toHaveClass(/adm-selector-item-active/);
  await page.getByRole('textbox', { name: 'Amount to exchange' }).fill('20');
  await page.getByRole('button', { name: 'Exchange', exact: true }).click();

  await expect(page.getByRole('dialog')).toContainText('Confirm the exchange');
  await expect(fact(page, 'You pay')).toHaveText('20.00 USDT');
  const received = amountIn(await page.getByTestId('confirm-received').textContent());
  expect(received).toBeGreaterThan(0);
  await confirmWithPassword(page, 'Confirm');
  await expect(page.getByRole('status').filter({ hasText: 'Exchanged' })).toBeVisible();

  expect(await holding(page, 'USDT')).toBeCloseTo(usdtBefore - 20, 2);
  expect(await holding(page, 'QC')).toBeCloseTo(qcBefore + received, 2);

  await page.goto('/pages/wallet/exchangeList');
  const record = page.locator('article.money-row').first();
  await expect(record).toContainText(/[−-]20\.00\s?USDT/);
  await expect(record).toContainText(`+${received.toFixed(2)}`);
});

test('a withdrawal is refused at exactly 500 USDT and allowed after a card top-up', async ({ page }) => {
  await freshApp(page);
  await signInWithPayPassword(page, LUCAS);

  await page.goto('/pages/wallet/transfer?mode=withdraw');
  await expect(page.getByTestId('withdraw-closed')).toContainText(
    'Withdrawals open when the available balance is above 500.00',
  );
  await expect(page.getByRole('textbox', { name: 'Amount to withdraw' })).toHaveCount(0);

  await page.goto('/pages/wallet/paddle');
  await page.getByRole('textbox', { name: 'USDT to add' }).fill('10');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/pages\/my\/paddle\?orderNo=/);
  await expect(page.getByText('Payment received')).toBeVisible({ timeout: 20_000 });
  expect(await holding(page, 'USDT')).toBeGreaterThan(500);

  await page.goto('/pages/wallet/transfer?mode=withdraw');
  await page.getByRole('textbox', { name: 'Amount to withdraw' }).fill('10');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText('Confirm the withdrawal');
  await confirmWithPassword(page, 'Confirm');
  await expect(page.getByText('10.00 USDT is on its way')).toBeVisible();
});
