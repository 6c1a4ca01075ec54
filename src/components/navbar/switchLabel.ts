/**
 * What a language's link on the switch says: its short name on screen (`PT`) and, for screen
 * readers, its own name. A voice-control user says the words they see, so the link's name holds
 * them: a short name that starts the name (`Eng`, `English`) is read as the name alone, any other
 * (`PT`, `Português`) before it.
 */
export function switchLabelOf(
  code: string,
  { name, shortName }: { name: string; shortName: string },
): { shown: string; spokenAfter: string; shownIsSpoken: boolean } {
  const startsName = name.toLocaleLowerCase(code).startsWith(shortName.toLocaleLowerCase(code));
  return startsName
    ? { shown: shortName, spokenAfter: name, shownIsSpoken: false }
    : { shown: shortName, spokenAfter: `, ${name}`, shownIsSpoken: true };
}
