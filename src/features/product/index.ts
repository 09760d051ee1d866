// What the other features use of product; its screens are reached through their route files.
export { DetailsBuyers } from './DetailsBuyers';
export { DetailsComments } from './DetailsComments';
export { DetailsDescription } from './DetailsDescription';
export { DetailsGallery } from './DetailsGallery';
export { DetailsNotFound } from './DetailsNotFound';
export { DetailsPrice } from './DetailsPrice';
export { DetailsQueryView } from './DetailsQueryView';
export { DetailsShareButton } from './DetailsShareButton';
export { LotteryNumbers } from './LotteryNumbers';
export { BuyBar } from './buy/BuyBar';
export { goodsBuyItem, issueBuyItem, unitsLeft } from './buy/buyRules';
export { detailsPath } from './detailsPath';
export { drawPath, parseKind } from './detailsRoutes';
