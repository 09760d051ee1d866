/**
 * The seeded users' wallet phrases and what they derive (db/walletKeys.ts), written out: deriving them at every
 * start would cost the page's main thread tens of ms an account. tests/mocks/walletKeys.test.ts derives them
 * again. Demo phrases, published in docs/api.md §15: whatever is sent to these addresses on TRON is anyone's.
 */
export const SEEDED_KEYS = {
  oliver: {
    phrase: 'scrub coast sword surround faith toward example unable mystery ecology hawk amused',
    accountKey:
      'xpub6DCsaazsUczuSRvJJG6vzebxgtQpfVC3N4v8W5MwpH3q1yLuSxvGBsGM5csn8ogp2wL1mFwqSv9sV1ZHtfA3trgMc9mJenKc4NB482F49jS',
    /** m/44'/195'/0'/0/0 (the main account) and /0/1 ("Savings") */
    addresses: ['TNcKYxRM7HGvYnZe4YvFyUdP6jFS2BBE7U', 'TBywZjYFZSKQrpprgJDcTayCgMU3gXvjn2'],
  },
  minjun: {
    phrase: 'jump copper fiction odor accident evidence earn next manage payment dentist feel',
    accountKey:
      'xpub6CwZyYs1NaFKyLzWx8VxhGGj7RrjP1hTTidJ4efeAXakhiXRjJmn95VQaUDKeY1MSqPwPwirjjL6LZ5avYA9FiwKavZmtYERph1oNtx6JJJ',
    addresses: ['TNDUH9VxoM8bFi4CuoB152Ef3GsarVW29d'],
  },
  lucas: {
    phrase: 'observe unveil possible gather cannon decade range farm teach acid joke piece',
    accountKey:
      'xpub6Cu6MQwmHDidduozW25ex2unDZwCJecAsgnwa2uVsYdMhQyWYvfSeM2Xqo4fcQ3jgPFGFFPs5DVQ71eBVq7iVNKQ6EtM3X3NZGC3ntSsWCm',
    addresses: ['TVAnPZWoejWsyq7kF2Jpx2tW7s1HvgbxPD'],
  },
} as const;
