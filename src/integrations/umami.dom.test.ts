import { countWithUmami } from './umami';

const umami = { websiteId: '4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11', host: 'https://umami.example' };

describe("Umami's script", () => {
  afterEach(() => {
    document.head.replaceChildren();
    vi.unstubAllGlobals();
  });

  it('comes from the owner’s host, for their website, a page counted once whatever its section', () => {
    countWithUmami(umami);
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://umami.example/script.js');
    expect(script.defer).toBe(true);
    expect({ ...script.dataset }).toEqual({
      websiteId: umami.websiteId,
      doNotTrack: 'true',
      excludeHash: 'true',
    });
  });

  it('is let in by a Trusted Types policy that turns its one address, and no other, into a source', () => {
    let rules: { createScriptURL: (url: string) => string } | undefined;
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, given: typeof rules) => {
        expect(name).toBe('umami-script');
        rules = given;
        return { createScriptURL: (url: string) => given!.createScriptURL(url) };
      },
    });
    countWithUmami(umami);
    expect(document.head.querySelector('script')!.src).toBe('https://umami.example/script.js');
    expect(() => rules!.createScriptURL('https://elsewhere.example/x.js')).toThrow(
      /Only Umami's script may load here/,
    );
  });
});
