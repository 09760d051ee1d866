import { answerCodes } from './answerCodes';

// The contract reads answers as development does: a part of another shape is a mismatch naming its field. Under
// NODE_ENV=production Vitest would load the schemas' production reading (decision 0096), which leaves such parts
// out and passes: refuse to run so.
if (import.meta.env.PROD)
  throw new Error('the contract check runs in test mode: unset NODE_ENV=production and run it again');

// Every answer's envelope code, by path, for the contract's table (the app's client keeps only the data).
answerCodes.watch();
