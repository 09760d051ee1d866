import {
  isRightWord,
  makeChoices,
  makeQuiz,
  pickPositions,
  quizPassed,
  secureRandomInt,
  type RandomInt,
} from '../../src/features/wallet/phraseQuiz';

const WORDS = 'abandon ability able about above absent absorb abstract absurd abuse access accident'.split(
  ' ',
);

/** A fixed sequence of "random" numbers, for repeatable quizzes. */
const seq = (values: number[]): RandomInt => {
  let i = 0;
  return (below) => (values[i++ % values.length] ?? 0) % below;
};

describe('the backup quiz', () => {
  it('picks three distinct positions in order', () => {
    for (let run = 0; run < 50; run += 1) {
      const positions = pickPositions(12, secureRandomInt);
      expect(positions).toHaveLength(3);
      expect(new Set(positions).size).toBe(3);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      positions.forEach((p) => expect(p >= 0 && p < 12).toBe(true));
    }
  });

  it('offers six different words from the phrase, the right one among them', () => {
    for (let position = 0; position < 12; position += 1) {
      const choices = makeChoices(WORDS, position, secureRandomInt);
      expect(choices).toHaveLength(6);
      expect(new Set(choices).size).toBe(6);
      expect(choices).toContain(WORDS[position]);
      choices.forEach((word) => expect(WORDS).toContain(word));
    }
  });

  it('offers a repeated word once', () => {
    const words = [...WORDS.slice(0, 11), 'abandon'];
    const choices = makeChoices(words, 11, seq([3, 1, 4, 1, 5, 9, 2, 6]));
    expect(choices.filter((word) => word === 'abandon')).toHaveLength(1);
    expect(choices).toHaveLength(6);
  });

  it('passes only with every right word', () => {
    const quiz = makeQuiz(WORDS, seq([7, 2, 9, 4, 11, 0, 5]));
    const right: Record<number, string> = Object.fromEntries(
      quiz.map((q) => [q.position, WORDS[q.position] ?? '']),
    );
    expect(quizPassed(WORDS, quiz, right)).toBe(true);
    const [question] = quiz;
    if (!question) throw new Error('no question');
    const first = question.position;
    const wrong = { ...right, [first]: question.choices.find((word) => word !== WORDS[first]) ?? '' };
    expect(quizPassed(WORDS, quiz, wrong)).toBe(false);
    expect(quizPassed(WORDS, quiz, {})).toBe(false);
    expect(isRightWord(WORDS, 0, 'abandon')).toBe(true);
    expect(isRightWord(WORDS, 0, 'ability')).toBe(false);
  });

  it('draws numbers below the bound', () => {
    for (let run = 0; run < 200; run += 1) {
      const n = secureRandomInt(6);
      expect(n >= 0 && n < 6 && Number.isInteger(n)).toBe(true);
    }
  });
});
