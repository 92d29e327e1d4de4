/**
 * The fields of each catalogue record, written once. Every field of a religion, name, god name or
 * nickname is one entry below: its rules when written (API body, import row, admin form), its
 * shape as the API answers it, and how the dashboard labels it. The API's schemas and OpenAPI
 * document, the wire types (Static), the import/export columns, the SQL column lists and the
 * admin form are all read off these tables, so a new field is a migration, an entry here, and
 * the screen that shows it.
 *
 * Runtime TypeBox lives here: the server and the admin dashboard import it; browse code takes
 * types only (`import type`), so the public pages never load it.
 */
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import { ID_PATTERN } from './constants.ts';
import { DETAIL_LIMITS, SCRIPT_LANG_PATTERN } from './name-details.ts';

export const CATALOGUE_KINDS = ['religions', 'names', 'god-names', 'nicknames'] as const;
export type CatalogueKind = (typeof CATALOGUE_KINDS)[number];

export const LIMITS = {
  name: 100,
  meaning: 200,
  origin: 100,
  description: 2000,
  source: 500,
  subName: 200,
  subNames: 1000,
};

/**
 * Enums and nullables as plain JSON Schema (enum, type list) rather than unions: a union fails
 * with one error per branch, and the 400's details should name the field once.
 */
export function oneOf<const T extends readonly string[]>(values: T, description?: string) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...(description ? { description } : {}) });
}
/** A string schema that also takes null. */
export function nullable(schema: TSchema, description?: string) {
  return Type.Unsafe<string | null>({ ...schema, type: ['string', 'null'], ...(description ? { description } : {}) });
}

export const IdSchema = Type.String({ pattern: ID_PATTERN, description: 'Opaque id' });
export const ReligionRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export const GenderSchema = oneOf(['male', 'female']);

/** How the admin form edits a field; read off its schema unless the entry says otherwise. */
export type Widget = 'text' | 'multiline' | 'list' | 'select' | 'checkbox' | 'religion' | 'sub-names';

export interface FieldSpec {
  /** The rules of a write: the API's POST body, an import row, the admin form. */
  readonly write: TSchema;
  /** The field as the API answers it. */
  readonly read: TSchema;
  /** The admin form's label, and the line under it. */
  readonly label: string;
  readonly hint?: string;
  readonly widget?: Widget;
  /** The words the form shows for a choice's values (gender: Boy, Girl). */
  readonly choices?: Readonly<Record<string, string>>;
  /** The form puts it after every other field (the source closes every form). */
  readonly formLast?: boolean;
  /**
   * An item's detail: list rows and favourites leave it out (god names' list keeps them: their
   * pages are built from it). Detail fields come after the list-row fields in answers.
   */
  readonly detail?: boolean;
}

/**
 * The religion a record belongs to. Files name it (`religion`, a religion's name); the API and
 * the database refer to it by id (`religionId`, column religion_id). `fileAfter` is where files
 * put their religion column (the export's column order, unchanged since the format began).
 */
export interface ReligionSpec {
  readonly required: boolean;
  readonly fileAfter: string;
  readonly write: TSchema;
  readonly read: TSchema;
  readonly label: string;
  /** For a religion that may be left empty: the line under it, after the name of "no religion". */
  readonly hint?: string;
}

const text = (max: number, description?: string) =>
  Type.String({ maxLength: max, ...(description ? { description } : {}) });

/** Required text; optional text that is '' when empty; optional text that is null when empty. */
const required = (max: number, label: string) => ({ write: text(max), read: Type.String(), label });
const optional = (max: number, label: string) => ({ write: Type.Optional(text(max)), read: Type.String(), label });
const SOURCE = {
  write: Type.Optional(nullable(text(LIMITS.source))),
  read: Type.Union([Type.String(), Type.Null()], { description: 'Where the meaning comes from (a short citation)' }),
  label: 'Source',
  hint: 'Optional: where the meaning comes from.',
  formLast: true,
};
const DESCRIPTION = { ...optional(LIMITS.description, 'Description'), widget: 'multiline' as const };
const detailText = <W extends TSchema>(write: W, readDescription: string, label: string, hint: string) => ({
  write: Type.Optional(write),
  read: Type.Optional(Type.Union([Type.String(), Type.Null()], { description: readDescription })),
  label,
  hint,
  detail: true as const,
});
const nameList = (maxItems: number, description: string, readDescription: string, label: string, hint: string) => ({
  write: Type.Optional(Type.Array(text(DETAIL_LIMITS.variant), { maxItems, description })),
  read: Type.Optional(Type.Array(Type.String(), { description: readDescription })),
  label,
  hint,
  detail: true as const,
});

/** Name details (name-details.ts): names and god names have them. */
const DETAILS = {
  variants: nameList(
    DETAIL_LIMITS.variants,
    'Other spellings; none may repeat the name',
    'Other spellings and cognates',
    'Other spellings',
    `Optional: other spellings and cognates, separated by commas (Zayn, Zaine); at most ${DETAIL_LIMITS.variants}. Search finds the name by them.`,
  ),
  pronunciation: detailText(
    nullable(text(DETAIL_LIMITS.pronunciation)),
    'A plain respelling, stressed syllable in capitals (ah-RAHV)',
    'Pronunciation',
    'Optional: a plain respelling, the stressed syllable in capitals (ah-RAHV).',
  ),
  ipa: detailText(
    nullable(text(DETAIL_LIMITS.ipa)),
    'IPA, where known',
    'IPA',
    'Optional: the pronunciation in the International Phonetic Alphabet, without slashes.',
  ),
  script: detailText(
    nullable(text(DETAIL_LIMITS.script), 'Requires scriptLang'),
    'The name in its native script',
    'Native script',
    'Optional: the name in its own script (आरव in Devanagari, ਗੁਰਪ੍ਰੀਤ in Gurmukhi); needs the script language.',
  ),
  scriptLang: detailText(
    nullable(Type.String({ maxLength: DETAIL_LIMITS.scriptLang, pattern: `${SCRIPT_LANG_PATTERN}|^$` }), 'BCP 47'),
    'BCP 47 tag of script (hi, pa-Guru, ar, he…)',
    'Script language',
    'The language tag of the script: hi (Hindi), sa (Sanskrit), pa-Guru (Punjabi in Gurmukhi), ar (Arabic), he (Hebrew), fa (Persian), bo (Tibetan), gu (Gujarati).',
  ),
} as const;

/**
 * Each kind's fields, in the order the API writes and answers them (a new field goes last, or
 * last before the details). The religion is apart: see ReligionSpec.
 */
export const FIELDS = {
  religions: {
    name: required(LIMITS.name, 'Name'),
    isActive: {
      write: Type.Optional(Type.Boolean({ default: true })),
      read: Type.Boolean(),
      label: 'Active',
      hint: 'Inactive religions are hidden from the public Religion and God Names pages.',
    },
    source: SOURCE,
  },
  names: {
    name: required(LIMITS.name, 'Name'),
    gender: { write: GenderSchema, read: GenderSchema, label: 'Gender', choices: { male: 'Boy', female: 'Girl' } },
    meaning: required(LIMITS.meaning, 'Meaning'),
    origin: required(LIMITS.origin, 'Origin'),
    description: DESCRIPTION,
    source: SOURCE,
    ...DETAILS,
  },
  'god-names': {
    name: required(LIMITS.name, 'Name'),
    description: DESCRIPTION,
    subNames: {
      write: Type.Array(text(LIMITS.subName), { maxItems: LIMITS.subNames, description: 'In traditional order' }),
      read: Type.Array(Type.String(), { description: 'The other names, in traditional order' }),
      label: 'Sub-names',
      widget: 'sub-names' as const,
    },
    source: SOURCE,
    ...DETAILS,
  },
  nicknames: {
    name: required(LIMITS.name, 'Name'),
    description: { ...required(LIMITS.description, 'Description'), widget: 'multiline' as const },
    source: SOURCE,
    fullNames: nameList(
      DETAIL_LIMITS.fullNames,
      'The spellings it is short for',
      'The spellings it is short for',
      'Short for',
      "The names it is short for, separated by commas (Abigail, Abby → Abigail). Each links to the catalogue's names of that spelling.",
    ),
  },
} as const satisfies Record<CatalogueKind, Record<string, FieldSpec>>;

/** Where each kind's religion goes: in the API's shapes just before `before`. */
export const RELIGION = {
  names: {
    required: false,
    fileAfter: 'origin',
    before: 'source',
    write: Type.Optional(nullable(IdSchema, 'A religion id, or null for UNIVERSAL')),
    read: Type.Union([ReligionRefSchema, Type.Null()], { description: 'null shows as UNIVERSAL' }),
    label: 'Religion',
    hint: 'means the name belongs to no particular religion.',
  },
  'god-names': {
    required: true,
    fileAfter: 'name',
    before: 'source',
    write: IdSchema,
    read: ReligionRefSchema,
    label: 'Religion',
  },
} as const satisfies Partial<Record<CatalogueKind, ReligionSpec & { before: string }>>;

type Fields<K extends CatalogueKind> = (typeof FIELDS)[K];
type KindsWithReligion = keyof typeof RELIGION;
export function hasReligion(kind: CatalogueKind): kind is KindsWithReligion {
  return kind in RELIGION;
}

/** Each field name of a kind, with the religion as `religionId`, in the API's order. */
export function apiFieldNames(kind: CatalogueKind): string[] {
  const names = Object.keys(FIELDS[kind]);
  if (!hasReligion(kind)) return names;
  const at = names.indexOf(RELIGION[kind].before);
  return [...names.slice(0, at), 'religionId', ...names.slice(at)];
}

/** Each field name of a kind as files have it (`religion` by name), in the export's column order. */
export function fileFieldNames(kind: CatalogueKind): string[] {
  const names = Object.keys(FIELDS[kind]);
  if (!hasReligion(kind)) return names;
  const at = names.indexOf(RELIGION[kind].fileAfter) + 1;
  return [...names.slice(0, at), 'religion', ...names.slice(at)];
}

function pick(kind: CatalogueKind, side: 'write' | 'read'): Record<string, TSchema> {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  return Object.fromEntries(
    apiFieldNames(kind).map((name) => [
      name,
      name === 'religionId' && hasReligion(kind) ? RELIGION[kind][side] : fields[name]![side],
    ]),
  );
}

type Writes<K extends CatalogueKind> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { write: infer S extends TSchema } ? S : never;
};
type Reads<K extends CatalogueKind> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { read: infer S extends TSchema } ? S : never;
};
type ReligionWrite<K extends CatalogueKind> = K extends KindsWithReligion
  ? { religionId: (typeof RELIGION)[K]['write'] }
  : unknown;
type ReligionRead<K extends CatalogueKind> = K extends KindsWithReligion
  ? { religionId: (typeof RELIGION)[K]['read'] }
  : unknown;

/** The POST body of a kind: its fields' write rules. */
export function bodySchema<K extends CatalogueKind>(kind: K): TObject<Writes<K> & ReligionWrite<K>> {
  return Type.Object(pick(kind, 'write')) as never;
}

/** The catalogue fields of a kind as the API answers them (the routes add id and the extras). */
export function readProperties<K extends CatalogueKind>(kind: K): Reads<K> & ReligionRead<K> {
  return pick(kind, 'read') as never;
}

type DetailKeys<K extends CatalogueKind> = {
  [F in keyof Fields<K>]: Fields<K>[F] extends { detail: true } ? F : never;
}[keyof Fields<K>];

/** The fields of a kind every answer has (list rows too), religionId among them. */
export function rowProperties<K extends CatalogueKind>(kind: K): Omit<Reads<K>, DetailKeys<K>> & ReligionRead<K> {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  const all = pick(kind, 'read');
  return Object.fromEntries(Object.entries(all).filter(([name]) => !fields[name]?.detail)) as never;
}

/** The details of a kind: the item's fields that list rows leave out. */
export function detailProperties<K extends CatalogueKind>(kind: K): Pick<Reads<K>, DetailKeys<K>> {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  const all = pick(kind, 'read');
  return Object.fromEntries(Object.entries(all).filter(([name]) => fields[name]?.detail)) as never;
}

/** The answer's record fields of a kind, as types: what the browser receives. */
export type ReadFields<K extends CatalogueKind> = Static<TObject<Reads<K> & ReligionRead<K>>>;
/** A write body of a kind, as a type. */
export type BodyOf<K extends CatalogueKind> = Static<ReturnType<typeof bodySchema<K>>>;

/** A field's column: its name in snake_case (scriptLang → script_lang); the religion's is religion_id. */
export function columnOf(field: string): string {
  if (field === 'religion') return 'religion_id';
  const column = field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  // Column names are spliced into statements: only ever plain identifiers from the tables above.
  if (!/^[a-z][a-z0-9_]*$/.test(column)) throw new Error(`not a column name: ${field}`);
  return column;
}

/** Whether a field holds a list (a text[] column; a | separated CSV cell; a comma list in the form). */
export function isListField(kind: CatalogueKind, field: string): boolean {
  const spec = (FIELDS[kind] as Record<string, FieldSpec>)[field];
  return !!spec && schemaType(spec.write) === 'array';
}

/** The JSON Schema type of a write rule ('string' for a nullable string). */
export function schemaType(schema: TSchema): string {
  const type = (schema as { type?: unknown }).type;
  if (Array.isArray(type)) return String(type.find((t) => t !== 'null'));
  return typeof type === 'string' ? type : 'unknown';
}

/** Whether a field must be given in a POST body (and so in a file and on the form). */
export function isRequired(kind: CatalogueKind, field: string): boolean {
  if (field === 'religionId' || field === 'religion') return hasReligion(kind) && RELIGION[kind].required;
  return (bodySchema(kind).required as readonly string[] | undefined)?.includes(field) ?? false;
}

/** One field of the admin form of a kind. */
export interface FormField {
  /** The body's field name (religionId for the religion). */
  readonly name: string;
  readonly label: string;
  readonly hint?: string;
  readonly widget: Widget;
  readonly required: boolean;
  readonly maxLength?: number;
  /** A choice's values with their words. */
  readonly choices?: Readonly<Record<string, string>>;
}

function widgetOf(spec: FieldSpec): Widget {
  if (spec.widget) return spec.widget;
  const type = schemaType(spec.write);
  if (type === 'boolean') return 'checkbox';
  if (type === 'array') return 'list';
  if ((spec.write as { enum?: unknown }).enum) return 'select';
  return 'text';
}

/**
 * The admin form's fields of a kind, in file order (the religion where files have it), the
 * fields marked formLast at the end: the form is read off the schema, so a new field shows there.
 */
export function formFields(kind: CatalogueKind): FormField[] {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  const all = fileFieldNames(kind).map((name): FormField => {
    if (name === 'religion' && hasReligion(kind)) {
      const religion: ReligionSpec = RELIGION[kind];
      return {
        name: 'religionId',
        label: religion.label,
        widget: 'religion',
        required: religion.required,
        ...(religion.hint ? { hint: religion.hint } : {}),
      };
    }
    const spec = fields[name]!;
    const maxLength = (spec.write as { maxLength?: number }).maxLength;
    return {
      name,
      label: spec.label,
      widget: widgetOf(spec),
      required: isRequired(kind, name),
      ...(spec.hint ? { hint: spec.hint } : {}),
      ...(maxLength ? { maxLength } : {}),
      ...(spec.choices ? { choices: spec.choices } : {}),
    };
  });
  const last = (field: FormField) => !!fields[field.name]?.formLast;
  return [...all.filter((f) => !last(f)), ...all.filter(last)];
}

/** The write body's fields of a kind that take null for empty (an optional source, a pronunciation). */
export function nullableFields(kind: CatalogueKind): string[] {
  const fields = FIELDS[kind] as Record<string, FieldSpec>;
  return Object.keys(fields).filter((name) => Array.isArray((fields[name]!.write as { type?: unknown }).type));
}
