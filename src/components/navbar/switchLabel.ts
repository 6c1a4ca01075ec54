/**
 * What a language's link on the switch says: its short name on screen (`PT`) and, for screen
 * readers, its own name. A voice-control user says the words they see, so the link's name holds
 * them: a short name that starts the name (`Eng`, `English`) is read as the name alone, any other
 * (`PT`, `Português`) before it, as the link's label.
 */
export function switchLabelOf(
  code: string,
  { name, shortName }: { name: string; shortName: string },
): { shown: string; spoken?: string; label?: string } {
  const startsName = name.toLocaleLowerCase(code).startsWith(shortName.toLocaleLowerCase(code));
  return startsName
    ? { shown: shortName, spoken: name }
    : { shown: shortName, label: `${shortName}, ${name}` };
}
