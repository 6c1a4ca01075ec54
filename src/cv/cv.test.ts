import { languages } from '@/testing/languages';
import { cvIn } from './cvIn';

describe('the CV', () => {
  it.each(languages)(
    'titles its sections in $code with the CV’s words, not the pages’ headings',
    ({ code, content, texts }) => {
      const cv = cvIn(code);
      expect(cv.about.heading).toBe(texts.profile ?? content.about.heading);
      expect(cv.work.heading).toBe(texts.projects);
    },
  );
});
