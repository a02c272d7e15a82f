import { checkWriting } from './script.js';

describe('checkWriting — is a text written the way its language is?', () => {
  it('takes short spoken English lines as English', () => {
    for (const line of [
      "Great. I'll just need both Medicare numbers.",
      "Thursday morning, all right. I'll bring everything.",
      'Yes, no deposit until we see them.',
    ]) {
      expect(checkWriting(line, 'English', 'sentence')).toEqual([]);
    }
  });

  it('still refuses Filipino given as English, and Hindi in Latin letters', () => {
    expect(checkWriting('Opo, babayaran ko po ang bond sa susunod na linggo.', 'English', 'sentence')).toContain(
      'does not read as English',
    );
    expect(checkWriting('Mujhe subah se sir mein dard hai aur dawai khatam ho gayi.', 'Hindi', 'sentence').join()).toMatch(/Devanagari/);
  });
});
