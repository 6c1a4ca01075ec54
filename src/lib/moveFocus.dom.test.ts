import { headingOf, moveFocusTo } from './moveFocus';

describe('moveFocusTo', () => {
  it('focuses an element that is not focusable by making it focusable from script only', () => {
    document.body.innerHTML = '<h1>About me</h1>';
    const heading = document.querySelector('h1')!;
    moveFocusTo(heading);
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the tabindex of an element that has one', () => {
    document.body.innerHTML = '<main tabindex="0">…</main>';
    const main = document.querySelector('main')!;
    moveFocusTo(main);
    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '0');
  });
});

describe('headingOf', () => {
  it('finds the heading that names a section, or falls back to the section', () => {
    document.body.innerHTML =
      '<section id="work"><h2>Selected work</h2><h3>Phonebook</h3></section><section id="x"></section>';
    expect(headingOf(document.getElementById('work')!)).toHaveTextContent('Selected work');
    expect(headingOf(document.getElementById('x')!)).toHaveAttribute('id', 'x');
  });
});
