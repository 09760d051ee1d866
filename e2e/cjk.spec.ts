import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 33 / decision 0054: CJK text breaks between phrases, never inside a word. A narrow button of the
 * app's own strings is laid out under the document's language, and the characters each line starts with are
 * read back from the browser's layout.
 */

/** Lays out `text` in a button `em` wide under `<html lang=lang>` and answers its lines. */
async function linesOf(page: Page, lang: string, text: string, em: number): Promise<string[]> {
  return page.evaluate(
    ({ lang, text, em }) => {
      document.documentElement.lang = lang;
      const button = document.createElement('button');
      button.style.cssText = `width:${em}em;padding:0;border:0;font-size:16px;display:block;text-align:start`;
      button.textContent = text;
      document.querySelector('#root')?.append(button);
      const node = button.firstChild as Text;
      const lines: string[] = [];
      let top = Number.NaN;
      for (let index = 0; index < text.length; index += 1) {
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (Math.abs(rect.top - top) > 2 || lines.length === 0) lines.push('');
        top = rect.top;
        lines[lines.length - 1] += text.charAt(index);
      }
      button.remove();
      return lines.map((line) => line.trim());
    },
    { lang, text, em },
  );
}

/** Each word sits whole on one line of a text that had to wrap. */
function expectWhole(lines: string[], words: string[]) {
  expect(lines.length, lines.join(' / ')).toBeGreaterThan(1);
  for (const word of words)
    expect(
      lines.some((line) => line.includes(word)),
      lines.join(' / '),
    ).toBe(true);
}

test('Japanese and Korean break between words, not inside one', async ({ page }) => {
  await page.goto('/pages/index/index');
  await page.waitForSelector('#root .app');
  // Too narrow for one line: each breaks where a word ends (the strings the issue saw broken, in context).
  expectWhole(await linesOf(page, 'ja', 'ショップを開く', 5.5), ['ショップ', '開く']);
  expectWhole(await linesOf(page, 'ja', 'ログインパスワードを変更', 10), ['ログイン', 'パスワード', '変更']);
  expectWhole(await linesOf(page, 'ja', '決済パスワードを入力してください', 8), [
    '決済',
    'パスワード',
    '入力',
  ]);
  expectWhole(await linesOf(page, 'ko', '결제 비밀번호를 입력하세요', 6), [
    '결제',
    '비밀번호를',
    '입력하세요',
  ]);
});
