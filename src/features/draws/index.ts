// What the other features use of draws; its screens are reached through their route files.
export { IssueCard } from './IssueCard';
export { DetailsIssueView } from './IssueDetails';
