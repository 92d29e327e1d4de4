/**
 * Create and edit forms of every kind. The rules of the server run here first
 * (admin-validation.ts); whatever the server still refuses comes back as field errors shown
 * beside their fields. A failed save leaves every typed value in place; a successful one is
 * announced and leads back to the list.
 */
import { useCallback, useEffect, type FormEvent } from 'react';
import { UNIVERSAL_LABEL } from '../../shared/constants.ts';
import { createItem, getItem, listReligions, updateItem, type CatalogueKind } from '../../lib/admin-client.ts';
import { emptyValues, formValuesOf, toPayload, validateForm, type FormValues } from '../../lib/admin-validation.ts';
import { formFields, hasReligion, type FormField } from '../../shared/catalogue-schema.ts';
import type { Religion } from '../../shared/types.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { ErrorSummary, SelectField, TextField } from './Field.tsx';
import { KIND_WORDS } from './kinds.ts';
import { LoadFailed, showInList, useLoad } from './list-kit.tsx';
import { hrefOf, navigate, useLinkHandler } from './router.ts';
import { useNotify } from './notices.tsx';
import { useAdminForm } from './useAdminForm.ts';
import SubNamesEditor from './SubNamesEditor.tsx';

interface Props {
  kind: CatalogueKind;
  /** Absent for a new item. */
  id?: string | undefined;
}

export default function ItemForm({ kind, id }: Props) {
  const fetcher = useCallback(
    async () => (id ? formValuesOf(kind, await getItem(kind, id)) : emptyValues(kind)),
    [kind, id],
  );
  const [load, reload] = useLoad(fetcher);
  const words = KIND_WORDS[kind];
  const title = id ? `Edit ${words.singular}` : `Add ${words.singular}`;
  const onLink = useLinkHandler();

  useEffect(() => {
    document.title = `${title} | Dashboard`;
  }, [title]);

  return (
    <section aria-labelledby={HEADING_ID}>
      <p className="back-link">
        <a href={hrefOf({ section: 'kind', kind, view: 'list' })} onClick={onLink}>
          ← All {words.plural}
        </a>
      </p>
      <h1 id={HEADING_ID} tabIndex={-1}>
        {title}
      </h1>
      {load.state === 'loading' ? <p aria-busy="true">Loading…</p> : null}
      {load.state === 'failed' ? <LoadFailed message={load.message} onRetry={reload} /> : null}
      {load.state === 'ready' ? (
        <FormBody key={`${kind}:${id ?? 'new'}`} kind={kind} id={id} initial={load.data} />
      ) : null}
    </section>
  );
}

function FormBody({ kind, id, initial }: Props & { initial: FormValues }) {
  const { notify } = useNotify();
  // Its values are of one kind but typed as any kind's: field names are checked by the fields.
  const { values, errors, formError, saving, summaryRef, set, showProblems, save } = useAdminForm<FormValues, string>(
    initial,
  );
  // The fields are the schema's (src/shared/catalogue-schema.ts): a field added there shows here.
  const fields = formFields(kind);
  const labels = Object.fromEntries(fields.map((field) => [field.name, field.label]));
  const needsReligions = hasReligion(kind);
  const [religions] = useLoad(
    useCallback(() => (needsReligions ? listReligions() : Promise.resolve<Religion[]>([])), [needsReligions]),
  );
  const words = KIND_WORDS[kind];
  const idPrefix = `${kind}-form`;
  const onLink = useLinkHandler();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const clientErrors = validateForm(kind, values);
    if (Object.keys(clientErrors).length > 0) {
      showProblems(clientErrors, 'Please correct the highlighted fields.');
      return;
    }
    const payload = toPayload(kind, values);
    save(
      () => (id ? updateItem(kind, id, payload) : createItem(kind, payload)),
      'Not saved',
      (saved) => {
        const savedName = saved.name || values.name.trim();
        notify(`${id ? 'Saved' : 'Added'} the ${words.singular} “${savedName}”.`);
        if (!id) showInList(kind, savedName);
        navigate(hrefOf({ section: 'kind', kind, view: 'list' }));
      },
    );
  };

  const religionOptions =
    religions.state === 'ready'
      ? religions.data.map((r) => ({ value: r.id, label: r.isActive ? r.name : `${r.name} (inactive)` }))
      : [];
  const common = { errors, idPrefix };

  return (
    <form
      className="admin-form"
      noValidate
      onSubmit={submit}
      aria-describedby={formError ? `${idPrefix}-summary` : undefined}
    >
      <div id={`${idPrefix}-summary`}>
        <ErrorSummary
          errors={errors}
          labels={labels}
          idPrefix={idPrefix}
          formError={formError}
          summaryRef={summaryRef}
        />
      </div>
      {fields.map((field) => (
        <FieldOf
          key={field.name}
          field={field}
          value={values[field.name]}
          set={set}
          common={common}
          religionOptions={religionOptions}
        />
      ))}
      <div className="form-actions">
        <button type="submit" className="button" disabled={saving} aria-disabled={saving}>
          {saving ? 'Saving…' : id ? 'Save changes' : `Add ${words.singular}`}
        </button>
        <a className="button secondary" href={hrefOf({ section: 'kind', kind, view: 'list' })} onClick={onLink}>
          Cancel
        </a>
      </div>
    </form>
  );
}

/** The empty first choice of a select that must be answered. */
const CHOOSE = { value: '', label: 'Choose…' };

/** One field of the form, edited as its schema says (FormField.widget). */
function FieldOf({
  field,
  value,
  set,
  common,
  religionOptions,
}: {
  field: FormField;
  value: FormValues[string];
  set: (field: string) => (value: unknown) => void;
  common: { errors: Record<string, string | undefined>; idPrefix: string };
  religionOptions: { value: string; label: string }[];
}) {
  const { name, label, required, hint, maxLength } = field;
  // What the select and text controls take alike. The religion's line under it begins with the
  // word the site uses for no religion: "UNIVERSAL means the name belongs to no particular religion."
  const shown = field.widget === 'religion' && hint ? `${UNIVERSAL_LABEL} ${hint}` : hint;
  const control = {
    ...common,
    name,
    label,
    required,
    ...(shown ? { hint: shown } : {}),
    value: typeof value === 'string' ? value : '',
    onChange: set(name),
  };
  switch (field.widget) {
    case 'checkbox':
      return (
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              checked={value === true}
              aria-describedby={hint ? `${common.idPrefix}-${name}-note` : undefined}
              onChange={(e) => set(name)(e.target.checked)}
            />
            {label}
          </label>
          {hint ? (
            <p className="field-hint" id={`${common.idPrefix}-${name}-note`}>
              {hint}
            </p>
          ) : null}
        </div>
      );
    case 'sub-names':
      return (
        <SubNamesEditor
          value={Array.isArray(value) ? value : []}
          onChange={set(name)}
          error={common.errors[name]}
          idPrefix={common.idPrefix}
        />
      );
    case 'religion':
      return (
        <SelectField
          {...control}
          options={[required ? CHOOSE : { value: '', label: `${UNIVERSAL_LABEL} (no religion)` }, ...religionOptions]}
        />
      );
    case 'select':
      return (
        <SelectField
          {...control}
          options={[
            CHOOSE,
            ...Object.entries(field.choices ?? {}).map(([choice, words]) => ({ value: choice, label: words })),
          ]}
        />
      );
    default:
      return <TextField {...control} multiline={field.widget === 'multiline'} {...(maxLength ? { maxLength } : {})} />;
  }
}
