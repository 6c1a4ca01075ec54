import { fillText } from './fillText';

describe('filling a text', () => {
  it('puts each value in its placeholder', () => {
    expect(fillText('Project {number} of {count}', { number: 3, count: 5 })).toBe('Project 3 of 5');
  });

  it('leaves a placeholder it has no value for', () => {
    expect(fillText('Go to slide {number}', {})).toBe('Go to slide {number}');
  });
});
