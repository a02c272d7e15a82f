import { footerHidden } from './footer';

describe('footer', () => {
  it('hides the footer on /dialogue and /practice paths except /practice/complete', () => {
    expect(footerHidden('/dialogue/hindi')).toBe(true);
    expect(footerHidden('/dialogue/hindi/12')).toBe(true);
    expect(footerHidden('/practice/5/3')).toBe(true);
    expect(footerHidden('/practice/complete/5')).toBe(false);
    expect(footerHidden('/language/hindi')).toBe(false);
    expect(footerHidden('/')).toBe(false);
  });
});
