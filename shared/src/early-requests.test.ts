import { earlyRequestsOfPages, fillEarlyRequests } from './early-requests';

describe('early requests filled in for a path', () => {
  it('fills each placeholder from the route, after the API base', () => {
    expect(
      fillEarlyRequests(
        [
          { path: '/dialogues/{languageName:language}?page=1' },
          { method: 'POST', path: '/fetch-dialogue', body: { id: '{dialogueId:number}', full: true } },
          { path: '/mock-exams/{mockExamId}', signedIn: true },
        ],
        { languageName: 'hindi', dialogueId: '31', mockExamId: '7' },
        'https://api.example.com/api/',
      ),
    ).toEqual([
      { method: 'GET', url: 'https://api.example.com/api/dialogues/Hindi?page=1', signedIn: false },
      { method: 'POST', url: 'https://api.example.com/api/fetch-dialogue', body: '{"id":31,"full":true}', signedIn: false },
      { method: 'GET', url: 'https://api.example.com/api/mock-exams/7', signedIn: true },
    ]);
  });

  it('leaves out a request whose parameter is missing or not what it says; a value cannot leave its path segment', () => {
    const declared = [{ path: '/mock-exams/{mockExamId}' }, { path: '/segment?order={order:number}' }, { path: '/v?l={l:language}' }];
    expect(fillEarlyRequests(declared, { mockExamId: '../user?x=1', order: '3a', l: 'klingon' }, '/api')).toEqual([
      { method: 'GET', url: '/api/mock-exams/..%2Fuser%3Fx%3D1', signedIn: false },
    ]);
    expect(fillEarlyRequests(declared, {}, '/api')).toEqual([]);
  });

  it('reads an early-requests.json, refusing one that is not a list of requests per page', () => {
    expect(earlyRequestsOfPages({ './HomePage': [{ path: '/stats' }] })).toEqual({ './HomePage': [{ path: '/stats' }] });
    expect(() => earlyRequestsOfPages([])).toThrow('not an object of pages');
    expect(() => earlyRequestsOfPages({ './HomePage': [{ path: 'stats' }] })).toThrow('./HomePage is not a list');
    expect(() => earlyRequestsOfPages({ './HomePage': [{ path: '/stats', method: 'DELETE' }] })).toThrow('./HomePage');
    expect(() => earlyRequestsOfPages({ './HomePage': [{ path: '/x', body: { nested: {} } }] })).toThrow('./HomePage');
  });
});
