import resumeSchema from '@jsonresume/schema';

/**
 * What the JSON Resume standard's own schema (`@jsonresume/schema`) finds wrong in `resume`, each
 * as its field's path and the problem: `work[0].startDate: does not match pattern …`; none when
 * it is valid. The build's tests check the site's `/resume.json` with it, and the import checks
 * an owner's file with it: its types (`typesOnly`) before reading anything, the rest after the
 * site's own rules, whose messages say more.
 */
const typeNames: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'an object',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
};

/** A field of the wrong type, said as a person would: `expected text, got 123`. */
function typeProblem(expected: unknown, given: unknown): string {
  const names = (Array.isArray(expected) ? expected : [expected]).map(
    (type) => typeNames[String(type)] ?? String(type),
  );
  const shown = JSON.stringify(given) ?? String(given);
  return `expected ${names.join(' or ')}, got ${shown.length > 40 ? `${shown.slice(0, 39)}…` : shown}`;
}

export function resumeSchemaProblems(
  resume: unknown,
  { typesOnly = false }: { typesOnly?: boolean } = {},
): string[] {
  let problems: string[] = [];
  resumeSchema.validate(resume, (errors) => {
    problems = (errors ?? [])
      .filter((error) => !typesOnly || error.name === 'type')
      .map(
        (error) =>
          `${error.property.replace(/^instance\.?/, '') || '(the file)'}: ${
            error.name === 'type' ? typeProblem(error.argument, error.instance) : error.message
          }`,
      );
  });
  return problems;
}
