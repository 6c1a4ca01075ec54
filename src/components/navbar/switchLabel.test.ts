import { switchLabelOf } from './switchLabel';

describe('a language’s link on the switch', () => {
  it('is read as the language’s name where its short name starts it', () => {
    expect(switchLabelOf('uk', { name: 'Українська', shortName: 'УКР' })).toEqual({
      shown: 'УКР',
      spoken: 'Українська',
    });
  });

  it('is labelled with the short name first where it does not, so voice control finds what it shows', () => {
    expect(switchLabelOf('pt', { name: 'Português', shortName: 'PT' })).toEqual({
      shown: 'PT',
      label: 'PT, Português',
    });
    expect(switchLabelOf('ar', { name: 'العربية', shortName: 'عربي' }).label).toBe('عربي, العربية');
  });
});
