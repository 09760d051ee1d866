/**
 * Line icons, one path each, for the shell and the first screen: the icon kit's SVGs are several KB apiece
 * and the first screen has no room for them. Pages further in may use antd-mobile-icons freely. The
 * prerendered shell (src/shell) draws the same paths before any script runs.
 */
export const LINE_ICON_PATHS = {
  // tab bar
  market: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 016 0v2',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  message: 'M4 5h16v11H9l-5 4z M8 10h.01M12 10h.01M16 10h.01',
  me: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  // navigation bar (the page's and the prerendered shell's)
  back: 'M15 4l-8 8 8 8',
  // sheets
  close: 'M6 6l12 12M18 6L6 18',
  // states
  empty: 'M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5L12 12l9-4.5M12 12v9M7.5 5.25l9 4.5',
  alert: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v6M12 16h.01',
  clock: 'M12 21a9 9 0 100-18 9 9 0 000 18zM12 7v5l3 2',
  // hall
  all: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  calendar: 'M4 6h16v15H4zM4 11h16M8 3v5M16 3v5',
  tasks: 'M9 6h11M9 12h11M9 18h11M4 6h1M4 12h1M4 18h1',
  invite: 'M9 12a4 4 0 100-8 4 4 0 000 8zM2 21c0-4 3-6 7-6s7 2 7 6M19 8v6M16 11h6',
  ranking: 'M3 21h18M6 18v-6M10 18V5M14 18V9M18 18v-4',
  winners: 'M3 8h18v5H3zM5 13v8h14v-8M12 8v13M12 8C10 4 6 4 6 6.5S12 8 12 8zm0 0c2-4 6-4 6-1.5S12 8 12 8z',
  sound: 'M4 9h4l5-4v14l-5-4H4zM17 9a4 4 0 010 6M19.5 6.5a8 8 0 010 11',
  trophy: 'M8 4h8v5a4 4 0 01-8 0zM8 6H5a3 3 0 003 4M16 6h3a3 3 0 01-3 4M12 13v4M8 20h8M10 17h4v3h-4z',
  // a gavel: auctions
  auction: 'M14 3l5 5-3 3-5-5zM12.5 9.5L5 17M3 21h10',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM20 20l-4-4',
  // the QC side: a wallet, coins held for a term, a pickaxe, a phone
  wallet: 'M4 7h15v13H4zM4 7l11-3v3M15 12h4v4h-4z',
  stake:
    'M5 7c0-1.7 3-3 7-3s7 1.3 7 3-3 3-7 3-7-1.3-7-3zM5 7v5c0 1.7 3 3 7 3s7-1.3 7-3V7M5 12v5c0 1.7 3 3 7 3s7-1.3 7-3v-5',
  mining: 'M4 10c4-5.3 12-5.3 16 0M12 6.5L7 21',
  device: 'M7 3h10v18H7zM11 18h2',
} as const;

export const LINE_ICON_ATTRIBUTES = {
  viewBox: '0 0 24 24',
  width: '1em',
  height: '1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: '1.6',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;
