/** What the details page shows: a mall product, a treasure box issue or a crowdfunding issue. */
export type DetailsType = 'goods' | 'treasure' | 'crowd';

export const detailsPath = (type: DetailsType, id: number) => `/pages/index/details?type=${type}&id=${id}`;
