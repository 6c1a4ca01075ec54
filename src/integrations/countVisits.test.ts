import { countVisits } from './countVisits';
import { giscusLanguageOf } from './giscusLanguage';

const countWithPlausible = vi.fn();
const countWithUmami = vi.fn();
vi.mock('./plausible', () => ({ countWithPlausible }));
vi.mock('./umami', () => ({ countWithUmami }));

const plausible = { domain: 'taras.example.net' };
const umami = { websiteId: '4fb7ec9c-2f1b-4b3e-9a51-2d3c5f0e8a11', host: 'https://umami.example' };

/** Stands the browser's tracking signals in for the test's one. */
function browserSays(signals: { doNotTrack?: string; globalPrivacyControl?: boolean }) {
  vi.stubGlobal('navigator', { doNotTrack: null, ...signals });
}

describe('the visit counts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('start each service the owner turned on, and only those', async () => {
    browserSays({});
    await countVisits({ plausible });
    expect(countWithPlausible).toHaveBeenCalledWith(plausible);
    expect(countWithUmami).not.toHaveBeenCalled();
    await countVisits({ plausible, umami });
    expect(countWithUmami).toHaveBeenCalledWith(umami);
  });

  it.each([
    ['Do Not Track', { doNotTrack: '1' }],
    ['Global Privacy Control', { globalPrivacyControl: true }],
  ])('start nothing where the browser sends %s', async (_signal, signals) => {
    browserSays(signals);
    await countVisits({ plausible, umami });
    expect(countWithPlausible).not.toHaveBeenCalled();
    expect(countWithUmami).not.toHaveBeenCalled();
  });
});

describe("giscus's language", () => {
  it.each([
    ['uk', 'uk'],
    ['pt-BR', 'pt'],
    ['zh-TW', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['el', 'gr'],
    ['sw', 'en'],
  ])('for a page in %s is %s', (language, giscusLanguage) => {
    expect(giscusLanguageOf(language)).toBe(giscusLanguage);
  });
});
