import sharp from 'sharp';
import { sharePictureSize } from '../src/config/paths.ts';
import { postPreviewPng } from './postPreviews.ts';

describe('a post’s preview picture', () => {
  it.each([
    ['English', 'What measuring a React app’s first load taught me', 'Andrii Koval', 'Blog'],
    ['Ukrainian', 'Один, два, п’ять дописів: множина в інтерфейсі', 'Андрій Коваль', 'Блог'],
    ['Polish', 'Mapy z otwartych danych: Łódź, Gdańsk i Kraków', 'Taras Melnyk', 'Blog'],
  ])(
    'sets a title in %s, with the owner’s name, as a 1200×630 PNG, every letter in the font',
    async (_language, title, name, blog) => {
      const png = await postPreviewPng({ title, name, host: 'you.dev', blog });
      const { format, width, height } = await sharp(png).metadata();
      expect({ format, width, height }).toEqual({ format: 'png', ...sharePictureSize });
    },
  );

  it('refuses a title with letters the font does not have, naming them', async () => {
    await expect(
      postPreviewPng({
        title: 'שלום and 你好',
        name: 'Andrii Koval',
        host: 'you.dev',
        blog: 'Blog',
      }),
    ).rejects.toThrow(/no letters for "ש", "ל", "ו", "ם", "你", "好"/);
  });
});
