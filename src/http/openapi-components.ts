import type { TSchema } from 'typebox';
import { NAMED_SCHEMAS } from '../contract/schemas.js';

const NAME_BY_SCHEMA = new Map<object, string>(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [schema, name]));
/** Type.Optional clones a schema, so nested resources are also recognised by their JSON. */
const NAME_BY_JSON = new Map<string, string>(Object.entries(NAMED_SCHEMAS).map(([name, schema]) => [JSON.stringify(schema), name]));

/**
 * The schema of `name` with every other named schema nested in it replaced by
 * a reference, so /openapi.json lists each resource once as a component.
 * TypeBox composes schemas by embedding the same object (or, for optional
 * fields, a copy), so identity or equal JSON tells which nested object is
 * which resource.
 */
function withReferences(value: unknown, root: object): unknown {
  if (Array.isArray(value)) return value.map((item) => withReferences(item, root));
  if (value === null || typeof value !== 'object') return value;
  const name = NAME_BY_SCHEMA.get(value) ?? NAME_BY_JSON.get(JSON.stringify(value));
  if (name && value !== root) return { $ref: `${name}#` };
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, withReferences(inner, root)]));
}

/** Every named schema with its $id, ready for fastify.addSchema. */
export function sharedSchemas(): Array<TSchema & { $id: string }> {
  return Object.entries(NAMED_SCHEMAS).map(([name, schema]) => ({
    ...(withReferences(schema, schema) as object),
    $id: name,
    title: name,
  })) as Array<TSchema & { $id: string }>;
}

export const ref = (name: keyof typeof NAMED_SCHEMAS & string) => ({ $ref: `${name}#` });
