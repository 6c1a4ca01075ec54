/**
 * The entry of `record` named `key`, where the record has one of its own: an owner's id may be any
 * word, and `record.constructor`, looked up on a plain object without one, is Object's own.
 */
export function ownEntry<Value>(
  record: Readonly<Record<string, Value>> | undefined,
  key: string,
): Value | undefined {
  return record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;
}
