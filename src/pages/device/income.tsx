// /pages/device/income
export { default } from '../../features/devices/DeviceIncome';
