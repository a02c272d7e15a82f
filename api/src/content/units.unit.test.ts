import { occursIn } from './units.js';

describe('a unit occurs in its interpretation', () => {
  it('word for word, whatever the case, spacing and surrounding punctuation', () => {
    expect(occursIn('Carer Payment', 'You can apply for the carer  payment online.')).toBe(true);
    expect(occursIn('"haven\'t been taking",', "I haven't been taking the tablets.")).toBe(true);
    expect(occursIn('एक सौ चालीस', 'आपका ब्लड प्रेशर एक सौ चालीस है।')).toBe(true);
    // NFC: a decomposed 'ệ' matches the composed one.
    expect(occursIn('bệnh viện', 'Tôi đến bệnh viện hôm qua.'.normalize('NFD'))).toBe(true);
  });

  it('only as whole words (except in Chinese, written without spaces)', () => {
    expect(occursIn('have to', 'We have told you.')).toBe(false);
    expect(occursIn('bond', 'The bonds are lodged.')).toBe(false);
    expect(occursIn('押金', '您的押金是一千二百澳元。')).toBe(true);
    expect(occursIn('three hundred dollars', 'It costs $300.')).toBe(false);
    expect(occursIn('  ', 'anything')).toBe(false);
  });
});
