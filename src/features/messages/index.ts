// What the other features use of messages; its screens are reached through their route files.
export { useMarkBoxRead } from './useMarkBoxRead';
