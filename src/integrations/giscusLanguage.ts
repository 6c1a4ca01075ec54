/** The languages giscus's widget speaks (its `AvailableLanguage`), by the codes it takes. */
const giscusLanguages = (
  'ar be bg ca cs da de en eo es eu fa fr gr gsw hbs he hu id it ja kh ko nl pl pt ro ru th tr ' +
  'vi uk uz zh-CN zh-HK zh-TW'
).split(' ');

/** The widget's language for a page's: its own, its language without a region, else English. */
export function giscusLanguageOf(language: string): string {
  const exact = giscusLanguages.find((code) => code.toLowerCase() === language.toLowerCase());
  if (exact) return exact;
  const primary = language.split('-')[0]?.toLowerCase() ?? '';
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'el') return 'gr';
  return giscusLanguages.includes(primary) ? primary : 'en';
}
