/** @jsonresume/schema, the JSON Resume standard's own schema and validator (CommonJS, untyped). */
declare module '@jsonresume/schema' {
  interface ValidationError {
    /** Where, as jsonschema names it: `instance.work[0].startDate`. */
    property: string;
    message: string;
    /** The rule that failed (`type`, `pattern`, `format`…), what it asked for, and the value. */
    name: string;
    argument: unknown;
    instance: unknown;
  }
  const resumeSchema: {
    validate: (
      resume: unknown,
      callback: (errors: ValidationError[] | null, valid: boolean) => void,
    ) => void;
    schema: object;
  };
  export default resumeSchema;
}
