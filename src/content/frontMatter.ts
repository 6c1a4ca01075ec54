import { z } from 'zod';
import { fieldName, type ContentProblem } from './schema.ts';

/**
 * The check of a long-form collection's front matter (the YAML between `---` lines at the top of
 * its MDX files), shared by case studies and posts: every problem, each with its field.
 */

/** A problem of the front matter, with the path of its field for finding its line. */
export interface FrontMatterProblem extends ContentProblem {
  path: readonly PropertyKey[];
}

export type FrontMatterCheck<FrontMatter> = (
  data: unknown,
) => { frontMatter: FrontMatter } | { problems: FrontMatterProblem[] };

/** `schema` without an optional's wrapping. */
const unwrapped = (schema: z.ZodType): z.ZodType =>
  schema instanceof z.ZodOptional ? unwrapped(schema.unwrap() as z.ZodType) : schema;

/** The fields of the schema, or of its object at `path` (`period`, `look`, `languages.uk`); none past a list. */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  const shape = path.reduce<z.ZodType | undefined>((inner, key) => {
    const object = inner && unwrapped(inner);
    if (object instanceof z.ZodRecord) return object.valueType as z.ZodType;
    return object instanceof z.ZodObject ? (object.shape[String(key)] as z.ZodType) : undefined;
  }, schema);
  const object = shape && unwrapped(shape);
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** Checks front matter against `schema`; `what` names a file of the collection: `a case study`. */
export function frontMatterCheck<Schema extends z.ZodType>(
  schema: Schema,
  what: string,
): FrontMatterCheck<z.infer<Schema>> {
  return (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { frontMatter: result.data };
    return {
      problems: result.error.issues.map((issue) => {
        // A field the schema does not know is named by itself, not by the object around it.
        const path =
          issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0] ?? ''] : issue.path;
        return {
          path,
          field: fieldName(path) || '(the front matter)',
          message:
            issue.code === 'unrecognized_keys'
              ? `is not a field of ${what} (${fieldsAt(schema, issue.path).join(', ')})`
              : issue.message,
        };
      }),
    };
  };
}
