/**
 * A language's link on the switch as a visitor meets it, worked out here rather than by the
 * component: its text (the short name shown, the name for screen readers) and the name a screen
 * reader or voice control gives it, which holds the words shown.
 */
export function switchLinkAsWritten(
  code: string,
  { name, shortName }: { name: string; shortName: string },
): { text: string; accessibleName: string } {
  const shownStartsName = name
    .toLocaleLowerCase(code)
    .startsWith(shortName.toLocaleLowerCase(code));
  return shownStartsName
    ? { text: `${shortName}${name}`, accessibleName: name }
    : { text: shortName, accessibleName: `${shortName}, ${name}` };
}
