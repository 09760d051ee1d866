import { href, type RouteQuery } from '../../lib/href';

/** What the details page shows: a mall product, a treasure box issue or a crowdfunding issue. */
export type DetailsType = RouteQuery['/pages/index/details']['type'];

export const detailsPath = (type: DetailsType, id: number) => href('/pages/index/details', { type, id });
