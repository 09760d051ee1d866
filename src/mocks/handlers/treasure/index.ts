import { buyHandlers } from './buy';
import { catalogHandlers } from './catalog';
import { commentHandlers } from './comment';
import { extraHandlers } from './extras';
import { issueHandlers } from './issues';
import { rankingHandlers } from './ranking';

export const treasureHandlers = [
  ...catalogHandlers,
  ...issueHandlers,
  ...rankingHandlers,
  ...buyHandlers,
  ...commentHandlers,
  ...extraHandlers,
];
