// What the other features use of checkIn; its screens are reached through their route files.
export { todayOf } from './CheckinDays';
