import { languages } from '@/testing/languages';
import { cvIn } from './cvIn';
import { timelinesOf } from './cv';
import { cvPlainText } from './plainText';

describe.each(languages)('the plain-text CV in $name', ({ code }) => {
  const cv = cvIn(code);
  const text = cvPlainText(cv);
  const lines = text.split('\n');
  const lineOf = (line: string) => {
    const at = lines.indexOf(line);
    if (at < 0) throw new Error(`The plain text has no line "${line}".`);
    return at;
  };
  const upper = (heading: string) => heading.toLocaleUpperCase(cv.locale.replace('_', '-'));
  const timelines = timelinesOf(cv);

  it('starts with the name, then the role and city, then every contact written out, before the first section', () => {
    expect(lines.slice(0, 3)).toEqual([cv.name, `${cv.role} · ${cv.city}`, cv.site.url]);
    const firstSection = lineOf(upper(cv.about.heading));
    const contactLines = lines.slice(3, firstSection).filter(Boolean);
    expect(contactLines).toEqual(
      cv.contacts.map(
        ({ label, url, text: written }) => `${label}: ${url.startsWith('http') ? url : written}`,
      ),
    );
  });

  it('gives its sections in reading order, each under its heading in capitals: the work, the studies, then the rest', () => {
    const { experience, education, volunteering, awards, certificates, publications } = cv.history;
    const headings = [
      cv.about.heading,
      ...[experience, education, volunteering, awards, certificates, publications].flatMap(
        (section) => (section ? [section.heading] : []),
      ),
      cv.skillsHeading,
      cv.work.heading,
    ].map(upper);
    const at = headings.map(lineOf);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // Each heading stands alone after a blank line.
    expect(at.map((line) => lines[line - 1])).toEqual(headings.map(() => ''));
  });

  it('lists each timeline newest first, each entry’s dates in one form', () => {
    for (const { entries } of timelines) {
      const at = entries.map(({ title, organisation }) => lineOf(`${title} · ${organisation}`));
      expect(at).toEqual([...at].sort((a, b) => a - b));
      entries.forEach(({ startText, endText }, index) =>
        expect(lines[at[index]! + 1]?.split(' · ')[0]).toBe(`${startText} – ${endText}`),
      );
    }
    // No date as the content writes it (2023-09) gets through.
    expect(text).not.toMatch(/\b\d{4}-\d{2}\b/);
  });

  it('is one column of plain text: no markup, no tabs, no run of spaces, no line with trailing space', () => {
    expect(text).not.toMatch(/[<>*`\t]| {2}| $|\]\(/m);
    expect(text.endsWith('\n')).toBe(true);
  });
});
