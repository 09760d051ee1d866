import { expect, test } from '@playwright/test';
import { freshApp, signInDemo } from './support/app';

/** A free serial number of the fake backend that never goes offline (docs/api.md §17, README). */
const FREE_SN = 'QC7F3K9M2A1B';

test('a device bound by its typed SN is listed online, renamed, then unbound and gone from the list', async ({
  page,
}) => {
  await freshApp(page);
  await signInDemo(page, '/pages/device/index');
  const list = page.getByRole('region', { name: 'My devices', exact: true });
  await expect(list.getByTestId('device-row')).toHaveCount(2);

  // Bind: typed as a person might (lower case, with dashes); the page says what it will bind.
  await page.getByRole('link', { name: 'Bind device' }).click();
  await page.getByRole('textbox', { name: 'Serial number' }).fill('qc7f-3k9m-2a1b');
  await expect(page.getByText(`Will bind ${FREE_SN}`)).toBeVisible();
  await page.getByRole('button', { name: 'Bind device' }).click();

  // Its details: online, under the name the server gave it (model and the SN's last 4).
  await expect(page).toHaveURL(/\/pages\/device\/details\?id=\d+$/);
  const card = page.getByRole('region', { name: 'Device', exact: true });
  await expect(card.getByTestId('device-state')).toContainText('Online');
  await expect(card.getByTestId('device-name')).toHaveText(/ 2A1B$/);
  await expect(card).toContainText(FREE_SN);

  // Listed online, newest first.
  await page.goBack();
  await expect(page).toHaveURL(/\/pages\/device\/index$/);
  const row = list.getByTestId('device-row').filter({ hasText: FREE_SN });
  await expect(row).toContainText('Online');
  await expect(list.getByTestId('device-row')).toHaveCount(3);

  // Rename it.
  await row.click();
  await page.getByRole('button', { name: 'Rename' }).click();
  const sheet = page.getByRole('dialog', { name: 'Rename the device' });
  await sheet.getByRole('textbox', { name: 'Name' }).fill('Balcony miner');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet).toHaveCount(0);
  await expect(card.getByTestId('device-name')).toHaveText('Balcony miner');

  // Unbind it after the question, which says its income history stays.
  await page.getByRole('button', { name: 'Unbind device' }).click();
  const question = page.getByRole('dialog', { name: 'Unbind this device?' });
  await expect(question).toContainText('Its income history stays');
  await question.getByRole('button', { name: 'Unbind' }).click();
  await expect(page).toHaveURL(/\/pages\/device\/index$/);
  await expect(list.getByTestId('device-row')).toHaveCount(2);
  await expect(list.getByTestId('device-row').filter({ hasText: FREE_SN })).toHaveCount(0);
  await expect(list).not.toContainText('Balcony miner');
});
