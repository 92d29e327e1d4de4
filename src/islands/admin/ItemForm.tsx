/**
 * Create and edit forms of every kind. The rules of the server run here first
 * (admin-validation.ts); whatever the server still refuses comes back as field errors shown
 * beside their fields. A failed save leaves every typed value in place; a successful one is
 * announced and leads back to the list.
 */
import { useCallback, useEffect, type FormEvent } from 'react';
import { UNIVERSAL_LABEL } from '../../shared/constants.ts';
import {
  createItem,
  getItem,
  listReligions,
  updateItem,
  type CatalogueKind,
  type ItemOfKind,
} from '../../lib/admin-client.ts';
import {
  DETAIL_LIMITS,
  LIMITS,
  detailValuesOf,
  emptyValues,
  toPayload,
  validateForm,
  type FormValuesOfKind,
  type GodNameFormValues,
  type NameFormValues,
  type NicknameFormValues,
  type ReligionFormValues,
} from '../../lib/admin-validation.ts';
import type { Religion } from '../../shared/types.ts';
import { HEADING_ID } from './ConfirmDialog.tsx';
import { ErrorSummary, SelectField, TextField } from './Field.tsx';
import { KIND_WORDS, RELIGION_ACTIVE_NOTE } from './kinds.ts';
import { LoadFailed, showInList, useLoad } from './list-kit.tsx';
import { hrefOf, navigate, useLinkHandler } from './router.ts';
import { useNotify } from './notices.tsx';
import { useAdminForm } from './useAdminForm.ts';
import SubNamesEditor from './SubNamesEditor.tsx';

const LABELS: Record<string, string> = {
  name: 'Name',
  gender: 'Gender',
  meaning: 'Meaning',
  origin: 'Origin',
  religionId: 'Religion',
  description: 'Description',
  subNames: 'Sub-names',
  source: 'Source',
  isActive: 'Active',
  variants: 'Other spellings',
  pronunciation: 'Pronunciation',
  ipa: 'IPA',
  script: 'Native script',
  scriptLang: 'Script language',
  fullNames: 'Short for',
};

function valuesOf<K extends CatalogueKind>(kind: K, item: ItemOfKind[K]): FormValuesOfKind[K] {
  const source = item.source ?? '';
  switch (kind) {
    case 'names': {
      const n = item as ItemOfKind['names'];
      const values: NameFormValues = {
        name: n.name,
        gender: n.gender,
        meaning: n.meaning,
        origin: n.origin,
        description: n.description,
        religionId: n.religionId?.id ?? '',
        source,
        ...detailValuesOf(n),
      };
      return values as FormValuesOfKind[K];
    }
    case 'god-names': {
      const g = item as ItemOfKind['god-names'];
      const values: GodNameFormValues = {
        name: g.name,
        religionId: g.religionId?.id ?? '',
        description: g.description,
        subNames: g.subNames,
        source,
        ...detailValuesOf(g),
      };
      return values as FormValuesOfKind[K];
    }
    case 'nicknames': {
      const n = item as ItemOfKind['nicknames'];
      const values: NicknameFormValues = {
        name: n.name,
        description: n.description,
        source,
        fullNames: (n.fullNames ?? []).join(', '),
      };
      return values as FormValuesOfKind[K];
    }
    default: {
      const r = item as ItemOfKind['religions'];
      const values: ReligionFormValues = { name: r.name, isActive: r.isActive, source };
      return values as FormValuesOfKind[K];
    }
  }
}

interface Props {
  kind: CatalogueKind;
  /** Absent for a new item. */
  id?: string | undefined;
}

export default function ItemForm({ kind, id }: Props) {
  const fetcher = useCallback(
    async () => (id ? valuesOf(kind, await getItem(kind, id)) : emptyValues(kind)),
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

function FormBody({ kind, id, initial }: Props & { initial: FormValuesOfKind[CatalogueKind] }) {
  const { notify } = useNotify();
  // Its values are of one kind but typed as any kind's: field names are checked by the fields.
  const { values, errors, formError, saving, summaryRef, set, showProblems, save } = useAdminForm<
    FormValuesOfKind[CatalogueKind],
    string
  >(initial);
  const needsReligions = kind === 'names' || kind === 'god-names';
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
          labels={LABELS}
          idPrefix={idPrefix}
          formError={formError}
          summaryRef={summaryRef}
        />
      </div>
      <TextField
        {...common}
        name="name"
        label="Name"
        required
        maxLength={LIMITS.name}
        value={values.name}
        onChange={set('name')}
      />
      {kind === 'names' ? (
        <>
          <SelectField
            {...common}
            name="gender"
            label="Gender"
            required
            value={(values as NameFormValues).gender}
            onChange={set('gender')}
            options={[
              { value: '', label: 'Choose…' },
              { value: 'male', label: 'Boy' },
              { value: 'female', label: 'Girl' },
            ]}
          />
          <TextField
            {...common}
            name="meaning"
            label="Meaning"
            required
            maxLength={LIMITS.meaning}
            value={(values as NameFormValues).meaning}
            onChange={set('meaning')}
          />
          <TextField
            {...common}
            name="origin"
            label="Origin"
            required
            maxLength={LIMITS.origin}
            value={(values as NameFormValues).origin}
            onChange={set('origin')}
          />
          <SelectField
            {...common}
            name="religionId"
            label="Religion"
            hint={`${UNIVERSAL_LABEL} means the name belongs to no particular religion.`}
            value={(values as NameFormValues).religionId}
            onChange={set('religionId')}
            options={[{ value: '', label: `${UNIVERSAL_LABEL} (no religion)` }, ...religionOptions]}
          />
        </>
      ) : null}
      {kind === 'god-names' ? (
        <SelectField
          {...common}
          name="religionId"
          label="Religion"
          required
          value={(values as GodNameFormValues).religionId}
          onChange={set('religionId')}
          options={[{ value: '', label: 'Choose…' }, ...religionOptions]}
        />
      ) : null}
      {kind !== 'religions' ? (
        <TextField
          {...common}
          name="description"
          label="Description"
          required={kind === 'nicknames'}
          multiline
          maxLength={LIMITS.description}
          value={(values as NameFormValues).description}
          onChange={set('description')}
        />
      ) : (
        <div className="field">
          <label className="check">
            <input
              type="checkbox"
              checked={(values as ReligionFormValues).isActive}
              aria-describedby={`${idPrefix}-active-note`}
              onChange={(e) => set('isActive')(e.target.checked)}
            />
            Active
          </label>
          <p className="field-hint" id={`${idPrefix}-active-note`}>
            {RELIGION_ACTIVE_NOTE}
          </p>
        </div>
      )}
      {kind === 'names' || kind === 'god-names' ? (
        <DetailFields values={values as NameFormValues} set={set} common={common} />
      ) : null}
      {kind === 'nicknames' ? (
        <TextField
          {...common}
          name="fullNames"
          label="Short for"
          hint="The names it is short for, separated by commas (Abigail, Abby → Abigail). Each links to the catalogue's names of that spelling."
          value={(values as NicknameFormValues).fullNames ?? ''}
          onChange={set('fullNames')}
        />
      ) : null}
      {kind === 'god-names' ? (
        <SubNamesEditor
          value={(values as GodNameFormValues).subNames}
          onChange={set('subNames')}
          error={errors['subNames']}
          idPrefix={idPrefix}
        />
      ) : null}
      <TextField
        {...common}
        name="source"
        label="Source"
        hint="Optional: where the meaning comes from."
        maxLength={LIMITS.source}
        value={values.source}
        onChange={set('source')}
      />
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

/** Variants, pronunciation and native script of a name or god name (src/shared/name-details.ts). */
function DetailFields({
  values,
  set,
  common,
}: {
  values: NameFormValues;
  set: (field: string) => (value: string) => void;
  common: { errors: Record<string, string | undefined>; idPrefix: string };
}) {
  return (
    <>
      <TextField
        {...common}
        name="variants"
        label="Other spellings"
        hint={`Optional: other spellings and cognates, separated by commas (Zayn, Zaine); at most ${DETAIL_LIMITS.variants}. Search finds the name by them.`}
        value={values.variants ?? ''}
        onChange={set('variants')}
      />
      <TextField
        {...common}
        name="pronunciation"
        label="Pronunciation"
        hint="Optional: a plain respelling, the stressed syllable in capitals (ah-RAHV)."
        maxLength={DETAIL_LIMITS.pronunciation}
        value={values.pronunciation ?? ''}
        onChange={set('pronunciation')}
      />
      <TextField
        {...common}
        name="ipa"
        label="IPA"
        hint="Optional: the pronunciation in the International Phonetic Alphabet, without slashes."
        maxLength={DETAIL_LIMITS.ipa}
        value={values.ipa ?? ''}
        onChange={set('ipa')}
      />
      <TextField
        {...common}
        name="script"
        label="Native script"
        hint="Optional: the name in its own script (आरव in Devanagari, ਗੁਰਪ੍ਰੀਤ in Gurmukhi); needs the script language."
        maxLength={DETAIL_LIMITS.script}
        value={values.script ?? ''}
        onChange={set('script')}
      />
      <TextField
        {...common}
        name="scriptLang"
        label="Script language"
        hint="The language tag of the script: hi (Hindi), sa (Sanskrit), pa-Guru (Punjabi in Gurmukhi), ar (Arabic), he (Hebrew), fa (Persian), bo (Tibetan), gu (Gujarati)."
        maxLength={DETAIL_LIMITS.scriptLang}
        value={values.scriptLang ?? ''}
        onChange={set('scriptLang')}
      />
    </>
  );
}
