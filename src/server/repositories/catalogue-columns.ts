/**
 * The SQL of a catalogue record's fields, read off the schema (src/shared/catalogue-schema.ts):
 * each field lives in the column of its name in snake_case (columnOf), so a field added to the
 * schema and to its table by a migration is selected, inserted and updated without more. The
 * identifiers come from that fixed table only, never from a request; every value is a parameter.
 */
import {
  apiFieldNames,
  columnOf,
  detailProperties,
  isListField,
  rowProperties,
  type CatalogueKind,
} from '../../shared/catalogue-schema.ts';

/** `a.script_lang as "scriptLang"`; the religion as the answer's { id, name } (religions joined as r). */
function selectOf(kind: CatalogueKind, alias: string, field: string): string {
  if (field === 'religionId') {
    const ref = `json_build_object('id', r.id::text, 'name', r.name)`;
    return kind === 'names'
      ? `case when r.id is null then null else ${ref} end as "religionId"`
      : `${ref} as "religionId"`;
  }
  const column = columnOf(field);
  return `${alias ? `${alias}.` : ''}${column}${column === field ? '' : ` as "${field}"`}`;
}

/**
 * The select list of a kind's answer: its id and the fields every row carries ('row'), or the
 * item's details list rows leave out ('detail').
 */
export function answerColumns(kind: CatalogueKind, alias: string, part: 'row' | 'detail'): string {
  const fields = Object.keys(part === 'row' ? rowProperties(kind) : detailProperties(kind));
  const columns = fields.map((field) => selectOf(kind, alias, field));
  return (part === 'row' ? [`${alias ? `${alias}.` : ''}id::text as id`, ...columns] : columns).join(', ');
}

/** The select list of a stored record as a write body (religionId as its id), for PUT to lay its changes over. */
export function inputColumns(kind: CatalogueKind): string {
  return apiFieldNames(kind)
    .map((field) => (field === 'religionId' ? 'religion_id::text as "religionId"' : selectOf(kind, '', field)))
    .join(', ');
}

/** A field's value as a parameter: a missing detail is empty (an empty list, or null). */
function paramsOf(kind: CatalogueKind, input: object): unknown[] {
  const values = input as Record<string, unknown>;
  return apiFieldNames(kind).map((field) => values[field] ?? (isListField(kind, field) ? [] : null));
}

/** `$n`, cast for a list column. */
function placeholder(kind: CatalogueKind, field: string, n: number): string {
  return isListField(kind, field) ? `$${n}::text[]` : `$${n}`;
}

/** Insert of a record into table; answers its id. */
export function insertOf(kind: CatalogueKind, table: string, input: object): { sql: string; params: unknown[] } {
  const fields = apiFieldNames(kind);
  return {
    sql: `insert into ${table} (${fields.map((f) => columnOf(f)).join(', ')})
      values (${fields.map((f, i) => placeholder(kind, f, i + 1)).join(', ')}) returning id::text as id`,
    params: paramsOf(kind, input),
  };
}

/** Update of every field of the record with id ($1); answers its id when there is one. */
export function updateOf(
  kind: CatalogueKind,
  table: string,
  id: string,
  input: object,
): { sql: string; params: unknown[] } {
  const fields = apiFieldNames(kind);
  const sets = fields.map((f, i) => `${columnOf(f)} = ${placeholder(kind, f, i + 2)}`);
  return {
    sql: `update ${table} set ${sets.join(', ')}, updated_at = now() where id = $1 returning id`,
    params: [id, ...paramsOf(kind, input)],
  };
}
