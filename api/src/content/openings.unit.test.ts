import { endsWithThanks, opensWithSelfIntroduction } from './openings.js';
import type { SpeakerTurn } from './schema.js';

const turn = (language: string, text: string, interpretation = 'x'): SpeakerTurn => ({ role: 'r', language, text, interpretation });
const opening = (text: string) => opensWithSelfIntroduction({ turns: [turn('English', text)] });

describe('formula openings and endings', () => {
  it.each([
    "Good morning, I'm Karen Lee, an environmental health officer from the City of Parramatta Council.",
    'Hello, my name is Tran and I will be looking after your claim.',
    "Hi, I'm Dr Patel.",
    'This is Sam Wilson from the Fair Work Ombudsman.',
  ])('an introduction: %s', (text) => expect(opening(text)).toBe(true));

  it.each([
    "Good morning. I'm sorry to keep you waiting; please take a seat.",
    'Hello, Mr Gupta. Thanks for coming in. What brings you here today?',
    'I am afraid the bond was not lodged.',
    'This is the form you need.',
  ])('not an introduction: %s', (text) => expect(opening(text)).toBe(false));

  it('thanks at the end, on the English side, whoever says it', () => {
    expect(endsWithThanks({ turns: [turn('English', 'Sign here.'), turn('Hindi', 'धन्यवाद।', 'Thank you, doctor.')] })).toBe(true);
    expect(endsWithThanks({ turns: [turn('English', "That's all. Thanks for your patience.")] })).toBe(true);
    expect(
      endsWithThanks({ turns: [turn('English', 'Thank you.'), turn('Hindi', 'ठीक है।', 'All right, I will bring it on Monday.')] }),
    ).toBe(false);
  });
});
