/**
 * The calls whose last answer the service worker may show offline: public reads that are the same for
 * everyone (the hall's lists, rankings, winners, product pages, the site's settings). Never an account's data,
 * never a call that changes something (SetMark, RedeemPoints are GETs that do).
 */
export const PUBLIC_READS =
  /^\/api\/(Treasure\/Get(CategoryList|LotteryRank|CrowdRank|ScrollList|WinnerList|BuyerList|Comments|CrowdList|GoodsInfo|GoodsList|TreasureInfo|TreasureList)|Public\/getConfig)$/;
