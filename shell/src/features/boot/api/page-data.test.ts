import { pageData } from './page-data';

describe('pageData (the JSON the server writes into index.html)', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('reads a data block by its id', () => {
    document.head.innerHTML =
      '<script type="application/json" id="ccl-remotes">{"practice":"/remotes/mf-practice/mf-manifest.json"}</script>';
    expect(pageData('ccl-remotes')).toEqual({ practice: '/remotes/mf-practice/mf-manifest.json' });
  });

  it('is undefined when the page has none or it is not JSON, so the shell fetches the file instead', () => {
    expect(pageData('ccl-remotes')).toBeUndefined();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    document.head.innerHTML = '<script type="application/json" id="ccl-config">{broken</script>';
    expect(pageData('ccl-config')).toBeUndefined();
  });
});
