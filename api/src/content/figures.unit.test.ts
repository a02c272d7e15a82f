import { extractFigures } from './figures.js';

const ids = (text: string) => extractFigures(text).map((f) => f.id);

describe('figures of an English text', () => {
  it('one amount, however it is written', () => {
    for (const text of [
      'The bill is $1,240.',
      'The bill is 1,240 dollars.',
      'The bill is one thousand two hundred and forty dollars.',
      'The bill is twelve hundred and forty dollars.',
      'The bill is $1,240.00 in total.',
    ]) {
      expect(ids(text)).toEqual(['money:124000']);
    }
  });

  it('amounts with cents, bucks, scales and cents alone', () => {
    expect(ids('It costs $3.20 a day.')).toEqual(['money:320']);
    expect(ids('I paid two hundred bucks.')).toEqual(['money:20000']);
    expect(ids('forty-five dollars and fifty cents')).toEqual(['money:4550']);
    expect(ids('fifty cents')).toEqual(['money:50']);
    expect(ids('a grant of $2.5 million, or $50k each')).toEqual(['money:250000000', 'money:5000000']);
    expect(ids('A hundred dollars, A$300 and AU$400')).toEqual(['money:10000', 'money:30000', 'money:40000']);
    expect(extractFigures('one hundred and eighty dollars')[0]).toMatchObject({
      kind: 'money',
      label: '$180',
      text: 'one hundred and eighty dollars',
    });
  });

  it('percentages, counts and times are not money', () => {
    expect(ids('Ten per cent of 300 people came at 10:30 on level 4.')).toEqual([]);
  });

  it('distances in km, kilometres and metres; not speeds', () => {
    expect(ids('It is 5 km away, about five kilometres.')).toEqual(['distance:5000', 'distance:5000']);
    expect(ids('Park 300m from the gate, or 300 metres.')).toEqual(['distance:300', 'distance:300']);
    expect(ids('one hundred and sixty thousand kilometres on the clock')).toEqual(['distance:160000000']);
    expect(ids('He drove at 60 km/h, then 100 kilometres an hour, in a 30 square metre room.')).toEqual([]);
  });

  it('calendar dates in every usual form, with or without a year', () => {
    for (const text of [
      'on 12 March',
      'on 12th March 2025',
      'on the 12th of March',
      'on the twelfth of March',
      'on March 12',
      'on March 12th, 2025',
      'on March the twelfth',
      'on 12/03/2025',
    ]) {
      expect({ text, ids: ids(text) }).toEqual({ text, ids: ['date:03-12'] });
    }
    expect(extractFigures('by the thirtieth of June')[0]).toMatchObject({ kind: 'date', label: '30 June' });
  });

  it('no date without a day and a month, and no month that is a verb', () => {
    expect(ids('In March 2024 we met on the 12th. May I ask? They march on. See you on Monday the 3rd.')).toEqual([]);
    expect(ids('the 31st of February')).toEqual([]);
  });
});
