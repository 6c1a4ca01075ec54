import { addressOfPageFile } from './paths';

describe('the address a built page is served at', () => {
  it.each([
    ['index.html', '/'],
    ['uk/index.html', '/uk/'],
    ['blog/first.html', '/blog/first'],
    ['uk\\work\\rivers.html', '/uk/work/rivers'],
    // As the server finds a file under the base: its pages, and any other file as it is.
    ['/portfolio/index.html', '/portfolio/'],
    ['/portfolio/blog/first.html', '/portfolio/blog/first'],
    ['/portfolio/resume.json', '/portfolio/resume.json'],
    ['/blog/reindex.html', '/blog/reindex'],
  ])('%s → %s', (file, address) => {
    expect(addressOfPageFile(file)).toBe(address);
  });
});
