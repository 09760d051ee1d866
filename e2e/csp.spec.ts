import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_LIST } from '../src/lib/routes';
import { freshApp, httpBackend, signInDemo } from './support/app';

/** What the browser says when the policy or Trusted Types refuse something. */
const POLICY_MESSAGE = /Content Security Policy|Trusted ?Type|TrustedHTML|TrustedScript|trusted-types/i;

type Hostile = { __qcHostile?: unknown };

/**
 * Every `securitypolicyviolation` of every document the page loads, with the path it happened on, and every
 * console line or dialog about the policy (an `alert(1)` of seeded text would open one).
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('__qcViolation', (line: string) => found.push(line));
  await page.addInitScript(() => {
    /** Some element of the page itself carries an inline handler (`onerror="…"`, `onclick="…"`). */
    const handlerInPage = () =>
      Array.from(document.querySelectorAll('*')).some((element) =>
        Array.from(element.attributes).some((attribute) => /^on/i.test(attribute.name)),
      );
    document.addEventListener('securitypolicyviolation', (event) => {
      // Chromium (156.0.8078.79 on) reports an inline handler met while parsing HTML into an inert document,
      // DOMPurify's DOMParser included: nothing runs there. A handler counts when it is in the page.
      if (event.effectiveDirective === 'script-src-attr' && !handlerInPage()) return;
      const report = (window as unknown as { __qcViolation: (line: string) => void }).__qcViolation;
      report(`${location.pathname}: ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  page.on('console', (message) => {
    // Inline handlers are told by the violation event above, which knows where the handler was.
    if (/inline event handler/i.test(message.text())) return;
    if (POLICY_MESSAGE.test(message.text())) found.push(`console: ${message.text()}`);
  });
  page.on('dialog', (dialog) => {
    found.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return found;
}

/** A wait that ends once no request of the page has been in flight for a moment (or after 3 s). */
function networkQuiet(page: Page): () => Promise<void> {
  let inFlight = 0;
  let changed = Date.now();
  const count = (step: number) => () => {
    inFlight += step;
    changed = Date.now();
  };
  page.on('request', count(1));
  page.on('requestfinished', count(-1));
  page.on('requestfailed', count(-1));
  return async () => {
    const start = Date.now();
    while (Date.now() - start < 3_000 && (inFlight > 0 || Date.now() - changed < 150)) {
      await page.waitForTimeout(50);
    }
  };
}

/** Opens each path in the running app as a link would (the router renders it) and lets it settle. */
async function tour(page: Page, paths: readonly string[], settle: () => Promise<void>) {
  for (const path of paths) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await settle();
  }
}

/** Signed in: the tabs and pages with the user's own data, QR codes (paymentCode, share) and uploads. */
const SIGNED_IN = [
  '/pages/index/index',
  '/pages/cart/index',
  '/pages/message/index',
  '/pages/my/paymentCode',
  '/pages/my/share',
  '/pages/my/info',
  '/pages/my/bill',
  '/pages/my/feedback',
  '/pages/order/list',
] as const;

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );

test('the app document carries the policy, on every path', async ({ page }) => {
  const api = httpBackend();
  for (const path of ['/', '/pages/my/agreement']) {
    const response = await page.request.get(path);
    const policy = directives(response.headers()['content-security-policy'] ?? '');
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // Its own origin, and the one inline script of the page (the shell's boot.js) by the hash of its text.
    const inline = [
      ...(await response.text()).matchAll(
        /<script(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline).toHaveLength(1);
    const hash = crypto
      .createHash('sha256')
      .update(inline[0]?.[1] ?? '')
      .digest('base64');
    expect(policy.get('script-src')).toEqual(["'self'", `'sha256-${hash}'`]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('require-trusted-types-for')).toEqual(["'script'"]);
    expect(policy.get('trusted-types')).toEqual(['dompurify', 'default', 'fake-backend-worker', 'boot']);
    // the demo's fake backend answers on this origin; a real-backend build calls the API and its socket
    const apiSources = api ? [api, api.replace(/^http/, 'ws')] : [];
    expect(policy.get('connect-src')).toEqual(["'self'", ...apiSources]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...apiSources.slice(0, 1)]);
  }
});

test('seeded server HTML with an inline handler and a script runs neither', async ({ page }) => {
  const found = await watchPolicy(page);
  await freshApp(page, '/pages/my/agreement');
  for (const path of ['/pages/my/agreement', '/pages/my/privacy']) {
    await page.goto(path);
    const document = page.locator('.html-content');
    await expect(document.getByRole('heading', { level: 2 })).toBeVisible();
    // the seeded picture (src=x) has failed to load: SafeHtml hides it once its error has fired
    const picture = document.locator('img[src="x"]');
    await expect(picture).toBeHidden();
    await expect(picture).not.toHaveAttribute('onerror');
    await expect(document.locator('script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as Hostile).__qcHostile)).toBeUndefined();
  }
  expect(found).toEqual([]);
});

test('the browser refuses markup, handlers and worker scripts that skip the sanitiser', async ({ page }) => {
  await page.goto('/pages/my/agreement');
  await expect(page.locator('.html-content h2')).toBeVisible();
  const outcome = await page.evaluate(async () => {
    const refusal = (error: unknown) => (error instanceof Error ? error.name : String(error));
    const attempt = (work: () => unknown) => {
      try {
        work();
        return 'allowed';
      } catch (error) {
        return refusal(error);
      }
    };
    const box = document.createElement('div');
    const picture = document.createElement('img');
    return {
      markup: attempt(() => (box.innerHTML = `<img src=x onerror="window.__qcHostile = 'markup'">`)),
      handler: attempt(() => picture.setAttribute('onerror', "window.__qcHostile = 'handler'")),
      // refused before any fetch: a missing script would fail later, with another message
      worker: await navigator.serviceWorker.register('/assets/other-worker.js').then(
        () => 'allowed',
        (error: Error) => (/TrustedScriptURL/.test(error.message) ? 'TypeError' : error.message),
      ),
    };
  });
  expect(outcome).toEqual({ markup: 'TypeError', handler: 'TypeError', worker: 'TypeError' });
  expect(await page.evaluate(() => (window as Hostile).__qcHostile)).toBeUndefined();
});

test('every route renders without a policy violation, as a guest and signed in', async ({ page }) => {
  const found = await watchPolicy(page);
  const settle = networkQuiet(page);
  await freshApp(page);
  await expect(page.getByRole('link', { name: 'Home' })).toBeVisible();
  await tour(
    page,
    ROUTE_LIST.map((route) => route.path),
    settle,
  );
  await signInDemo(page, '/pages/my/index');
  await tour(page, SIGNED_IN, settle);
  expect(found).toEqual([]);
});
