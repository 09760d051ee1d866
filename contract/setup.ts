import { answerCodes } from './answerCodes';

// Every answer's envelope code, by path, for the contract's table (the app's client keeps only the data).
answerCodes.watch();
