// The first script of the page, before anything paints (a plain script, no module: build/shell.ts writes it
// inline, first in the page's head, so the first paint waits for no request; the CSP lets exactly this text
// in by its hash, decision 0077). It tells the prerendered shell in index.html what to show, since only a
// script can read where the browser is and what it remembers:
// - <html lang>: the stored language, else the browser's if it is one of the six, else English (the same
//   order as initialLanguage() in src/stores/settings.ts);
// - data-shell: which frame of the shell fits the address (home, ranking, my, another tab, any other page);
// - data-session: whether a session is stored, for the my tab's card;
// - a preload of the first screen's strings in that language (and English, the fallback), so that they are
//   on their way while the app's script downloads (the build's id, which names their version, is on this
//   script's tag, data-build: the script's text, and so its hash, stays the same from build to build);
// - once the first paint is reported, the worker that opens the CJK fallback fonts off the main thread
//   (src/shell/fonts.js) and, in a build, the download of the app's entry (named on this script's tag,
//   data-entry), which runs once the fonts are open: the first paint does not share the line with the app's
//   script (Trusted Types: a policy of its own, 'boot', lets exactly those two scripts in). Decisions 0031
//   and 0085 say why. The web app manifest, also named on this tag (data-manifest), is linked by the app once
//   its first screen is done (src/app/webManifest.ts, decision 0091).
(function () {
  const CODES = { zh_cn: 'zh-Hans', en_us: 'en', pt_br: 'pt', ko_kr: 'ko', ja_jp: 'ja', ru_ru: 'ru' };
  const SHELLS = __SHELLS__;
  const html = document.documentElement;
  // What the build wrote on this script's tag: the app's entry and the build's id.
  const bootTag = document.currentScript;
  const onTag = (name) => (bootTag && bootTag.getAttribute(name)) || '';
  const entry = onTag('data-entry');
  const build = onTag('data-build');

  function stored(key) {
    try {
      const item = JSON.parse(localStorage.getItem(key));
      return item && item.e > Date.now() ? item.v : undefined;
    } catch {
      return undefined;
    }
  }

  function browserCode() {
    const tags = [].concat(navigator.languages || [], navigator.language || []);
    for (const each of tags) {
      const tag = String(each).toLowerCase();
      if (tag.indexOf('zh') === 0) {
        if (!/hant|tw|hk|mo/.test(tag)) return 'zh-Hans';
        continue;
      }
      const primary = tag.split(/[-_]/)[0];
      if (Object.values(CODES).includes(primary)) return primary;
    }
    return undefined;
  }

  const code = CODES[stored('lang')] || browserCode() || 'en';
  html.lang = code;

  const path = location.pathname;
  let shell = SHELLS[path] || 'page';
  if (shell === 'home' && /[?&]q=[^&]/.test(location.search)) shell = 'page';
  html.setAttribute('data-shell', shell);
  html.setAttribute('data-session', stored('token') ? 'in' : 'out');
  // The UI kit's palette follows this attribute (src/lib/theme.ts keeps it up to date). Set before the first
  // paint, so that the app's start finds it already right: changed then, it restyles the whole page.
  const dark = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches;
  html.setAttribute('data-prefers-color-scheme', dark ? 'dark' : 'light');

  [code, 'en'].forEach(function (each, index) {
    if (index > 0 && each === code) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = '/locales/' + each + '/core.json?v=' + build;
    document.head.appendChild(link);
  });

  // Trusted Types: the policy 'boot' lets in exactly the app's entry and the font worker.
  const FONT_WORKER = __FONT_WORKER__;
  const policy =
    window.trustedTypes &&
    window.trustedTypes.createPolicy('boot', {
      createScriptURL: (url) => (url === entry || url === FONT_WORKER ? url : null),
    });
  const trusted = (url) => (policy ? policy.createScriptURL(url) : url);

  // The CJK fallback fonts opened off the main thread (src/shell/fonts.js), in the app's font list (the build
  // writes it here from the CSS tokens); `done` once they are open (or no worker can open them).
  const FONT_FAMILY = __FONT_FAMILY__;
  function warmFonts(done) {
    if (typeof Worker !== 'function' || typeof OffscreenCanvas !== 'function') return done();
    try {
      const worker = new Worker(trusted(FONT_WORKER));
      worker.onmessage = worker.onerror = done;
      worker.postMessage(FONT_FAMILY);
    } catch {
      done(); // no worker: the page opens the fonts itself
    }
  }

  // Once the first paint is reported (where the browser cannot tell, after the first frame: rAF, then a task;
  // a tab in the background has no frames: at once): the entry's download (compiled off the main thread) and
  // the font worker. No request the first paint does not need starts before it is on screen (decision 0085).
  // The entry runs once the fonts are open: neither the first paint nor the app's first layout waits behind
  // the other. No step waits more than 3 s.
  let started = false;
  let ran = false;
  const preloadEntry = () => {
    const element = document.createElement('link');
    element.rel = 'modulepreload';
    element.crossOrigin = '';
    element.href = entry;
    document.head.appendChild(element);
  };
  const run = () => {
    if (ran) return;
    ran = true;
    if (!entry) return;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = trusted(entry);
    document.head.appendChild(script);
  };
  const start = () => {
    if (started) return;
    started = true;
    if (entry) preloadEntry();
    warmFonts(run);
  };
  const paintTiming =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
  if (document.visibilityState === 'hidden') {
    start();
  } else if (paintTiming) {
    // The first contentful paint, not the first paint: that can be a frame of the background alone.
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  } else {
    const frame = window.requestAnimationFrame || ((next) => setTimeout(next, 16));
    frame(() => setTimeout(start, 0));
  }
  setTimeout(() => {
    start();
    run();
  }, 3000);
})();
