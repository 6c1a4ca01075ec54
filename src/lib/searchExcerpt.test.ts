import { excerptParts } from './searchExcerpt';

describe('a search result’s excerpt', () => {
  it('reads the matched words apart, and the text with its character references', () => {
    expect(
      excerptParts(
        'a <mark>budget</mark> that &quot;fails&quot; &amp; <mark>stops</mark> it&#39;s &#x2014;',
      ),
    ).toEqual([
      { text: 'a ', matched: false },
      { text: 'budget', matched: true },
      { text: ' that "fails" & ', matched: false },
      { text: 'stops', matched: true },
      { text: " it's —", matched: false },
    ]);
  });

  it('keeps no markup but the marks as text: a tag in an excerpt never becomes an element', () => {
    expect(excerptParts('<img src=x onerror=alert(1)>safe &lt;b&gt;')).toEqual([
      { text: 'safe <b>', matched: false },
    ]);
  });

  it('reads a reference to no character as U+FFFD, and a name XML lacks as the text it is', () => {
    expect(
      excerptParts('&#x110000; &#0; &#xD800; &#99999999999; &hellip; & &amp <mark>word</mark>'),
    ).toEqual([
      { text: '\uFFFD \uFFFD \uFFFD \uFFFD &hellip; & &amp ', matched: false },
      { text: 'word', matched: true },
    ]);
  });
});
