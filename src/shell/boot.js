// The first script of the page, before anything paints (a plain file, no module: build/shell.ts puts it first
// in the page's head). It tells the prerendered shell in index.html what to show, since only a script can
// read where the browser is and what it remembers:
// - <html lang>: the stored language, else the browser's if it is one of the six, else English (the same
//   order as initialLanguage() in src/stores/settings.ts);
// - data-shell: which frame of the shell fits the address (home, ranking, my, another tab, any other page);
// - data-session: whether a session is stored, for the my tab's card;
// - a preload of the first screen's strings in that language (and English, the fallback), so that they are
//   on their way while the app's script downloads;
// - in a build, the app's entry (named on this script's tag, data-entry) asked for once the shell has painted:
//   the first paint and its picture do not share the line with the app's script (Trusted Types: a policy of
//   its own, 'boot', lets exactly that script in).
(function () {
  const CODES = { zh_cn: 'zh-Hans', en_us: 'en', pt_br: 'pt', ko_kr: 'ko', ja_jp: 'ja', ru_ru: 'ru' };
  const SHELLS = __SHELLS__;
  const html = document.documentElement;
  const entry = document.currentScript && document.currentScript.getAttribute('data-entry');

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

  [code, 'en'].forEach(function (each, index) {
    if (index > 0 && each === code) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = '/locales/' + each + '/core.json?v=' + __BUILD_ID__;
    document.head.appendChild(link);
  });

  if (entry) {
    const policy =
      window.trustedTypes &&
      window.trustedTypes.createPolicy('boot', { createScriptURL: (url) => (url === entry ? url : null) });
    let asked = false;
    const load = () => {
      if (asked) return;
      asked = true;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = policy ? policy.createScriptURL(entry) : entry;
      document.head.appendChild(script);
    };
    // After the frame that paints the shell; at the latest 200 ms on (a tab in the background has no frames).
    const frame = window.requestAnimationFrame || ((next) => setTimeout(next, 16));
    frame(() => setTimeout(load, 0));
    setTimeout(load, 200);
  }
})();
