// /pages/bazaar/qcDetails
export { default } from '../../features/bazaar/QcListingDetails';
