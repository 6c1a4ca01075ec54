import resumeSchema from '@jsonresume/schema';

/**
 * What the JSON Resume standard's own schema (`@jsonresume/schema`) finds wrong in `resume`, each
 * as its field's path and the problem: `work[0].startDate: does not match pattern …`; none when
 * it is valid. The build's tests check the site's `/resume.json` with it, and the import checks
 * an owner's file with it before reading anything.
 */
export function resumeSchemaProblems(resume: unknown): string[] {
  let problems: string[] = [];
  resumeSchema.validate(resume, (errors) => {
    problems = (errors ?? []).map(
      (error) => `${error.property.replace(/^instance\.?/, '') || '(the file)'}: ${error.message}`,
    );
  });
  return problems;
}
