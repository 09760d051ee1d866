// A worker boot.js starts after the shell's first frame (docs/decisions/0031-start-after-first-paint.md). The first
// text in Chinese, Japanese or Korean on a page makes the browser open the fallback font that has those
// letters — a CJK font of 20 MB, about 100 ms of one task on the main thread, the longest task of the first
// screen (user names and goods in the hall and the rankings are in every language). Measuring a few such
// letters here, in the app's font list and both weights, opens those fonts off the main thread; the page's
// first layout then finds them open. It says 'open' when done: the app starts after that.
self.onmessage = function (event) {
  const family = String(event.data);
  if (typeof OffscreenCanvas === 'function') {
    const context = new OffscreenCanvas(1, 1).getContext('2d');
    if (context) {
      ['400', '700'].forEach(function (weight) {
        context.font = weight + ' 16px ' + family;
        context.measureText('中文 한국어 かな');
      });
    }
  }
  self.postMessage('open');
  self.close();
};
