/**
 * The backup check (decision 0037): three words at random positions of the phrase, each picked out of six
 * choices. Pure, with the randomness passed in (crypto.getRandomValues in the app), so tests can fix it.
 */

export const QUIZ_QUESTIONS = 3;
export const QUIZ_CHOICES = 6;

/** A whole number in [0, below), unbiased. */
export type RandomInt = (below: number) => number;

/** crypto.getRandomValues, rejecting the values that would favour the low numbers. */
export const secureRandomInt: RandomInt = (below) => {
  const limit = Math.floor(0x100000000 / below) * below;
  const cell = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(cell);
    const value = cell[0] ?? 0;
    if (value < limit) return value % below;
  }
};

/** `items` in a random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: RandomInt): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    const here = out[i] as T;
    out[i] = out[j] as T;
    out[j] = here;
  }
  return out;
}

export interface QuizQuestion {
  /** 0-based position in the phrase (shown as "Word #position+1") */
  position: number;
  /** the words to pick from, the right one among them, each once */
  choices: string[];
}

/** `count` distinct positions of the phrase, in ascending order. */
export function pickPositions(length: number, random: RandomInt, count = QUIZ_QUESTIONS): number[] {
  const all = Array.from({ length }, (_, i) => i);
  return shuffled(all, random)
    .slice(0, Math.min(count, length))
    .sort((a, b) => a - b);
}

/**
 * The choices for one position: the right word and up to five other words of the phrase (a phrase may repeat
 * a word: each word is offered once), in a random order.
 */
export function makeChoices(words: readonly string[], position: number, random: RandomInt): string[] {
  const right = words[position] ?? '';
  const others = shuffled(
    [...new Set(words)].filter((word) => word !== right),
    random,
  ).slice(0, QUIZ_CHOICES - 1);
  return shuffled([right, ...others], random);
}

export function makeQuiz(words: readonly string[], random: RandomInt = secureRandomInt): QuizQuestion[] {
  return pickPositions(words.length, random).map((position) => ({
    position,
    choices: makeChoices(words, position, random),
  }));
}

/** Whether the word picked for a position is the phrase's word there. */
export const isRightWord = (words: readonly string[], position: number, picked: string) =>
  picked !== '' && words[position] === picked;

/** The quiz passes when every question has its right word. */
export const quizPassed = (
  words: readonly string[],
  quiz: readonly QuizQuestion[],
  answers: Readonly<Record<number, string>>,
) =>
  quiz.length > 0 &&
  quiz.every((question) => isRightWord(words, question.position, answers[question.position] ?? ''));
