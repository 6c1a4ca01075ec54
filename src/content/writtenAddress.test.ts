import { writtenAddress } from './writtenAddress';

describe('an address written out for paper', () => {
  it.each([
    ['https://www.linkedin.com/in/example-profile', 'linkedin.com/in/example-profile'],
    ['https://t.me/example_handle', 't.me/example_handle'],
    ['mailto:hello@example.com', 'hello@example.com'],
    ['mailto:o%27brien@example.com', "o'brien@example.com"],
    ['https://github.com/example-user/', 'github.com/example-user'],
    ['https://andrii-koval.example.com/', 'andrii-koval.example.com'],
    ['http://localhost:8080/demo?tab=2#top', 'localhost:8080/demo?tab=2#top'],
  ])('%s is written %s', (href, written) => {
    expect(writtenAddress(href)).toBe(written);
  });
});
