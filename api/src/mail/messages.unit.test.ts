import { greetingName, verificationCodeEmail } from './messages.js';

const email = (name: string | undefined) =>
  verificationCodeEmail({ to: 'a@example.com', name, code: '123456', purpose: 'singup', validMinutes: 15 });

describe('the name in a code e-mail', () => {
  it.each([
    ['Priya', 'Priya'],
    ['  Nguyễn   Văn An ', 'Nguyễn Văn An'],
    ["J. R. O'Neil-Smith", "J. R. O'Neil-Smith"],
    ['प्रिया शर्मा', 'प्रिया शर्मा'],
    // A line break cannot start a paragraph of its own.
    ['Asha\n\nDear customer', 'Asha Dear customer'],
  ])('greets %j as %j', (typed, shown) => {
    expect(greetingName(typed)).toBe(shown);
    expect(email(typed).text.startsWith(`Hello ${shown},\n`)).toBe(true);
  });

  it.each([
    'Hello Visit http://evil.example/refund',
    'Visit evil.example now',
    'www.evil.example',
    'call +61 400 000 000',
    '<b>Asha</b>',
    'Asha: refunds at 0400',
    'x'.repeat(41),
    '',
    undefined,
  ])('greets nobody for %j', (typed) => {
    expect(greetingName(typed)).toBeNull();
    const text = email(typed).text;
    expect(text.startsWith('Hello,\n')).toBe(true);
    expect(text).not.toMatch(/evil|http|Click|<b>/);
  });
});
