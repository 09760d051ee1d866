/** Root font size = viewport width / 23.4375 (375 px → 16 px); widths above 960 use 375. */
export function rootFontSize(viewportWidth: number): number {
  const width = viewportWidth > 960 ? 375 : viewportWidth;
  return width / 23.4375;
}

export function applyRootFontSize() {
  const set = () => {
    document.documentElement.style.fontSize = `${rootFontSize(document.documentElement.clientWidth || window.innerWidth)}px`;
  };
  set();
  window.addEventListener('resize', set);
}
