/**
 * The personalize section: the theme radios, then forms drawn from schemas — the selected
 * theme's options with the banner and call to action, the wall's appearance, its switches and
 * custom CSS. Changes save to `PUT /api/profile/{user}` after a pause and the preview reloads;
 * features the plan lacks show the upgrade prompt in their place.
 */
import { messages } from '@chorus/core';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import {
  fieldsOf,
  initialValues,
  issuesUnder,
  validateValues,
  type FieldErrors,
  type FieldSpec,
  type FormValues,
  type SchemaNode,
} from '../../forms/schema-fields.ts';
import { profileAccounts, type EditorProfile } from '../editor-data.ts';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { UpgradePrompt } from '../plan-gates.tsx';
import {
  appearanceSchema,
  displaySchema,
  featureOfField,
  wallFieldsSchema,
} from './personalize-schemas.ts';
import { installedThemeFor, ThemePicker } from './ThemePicker.tsx';
import { useProfileSaver, type PendingChanges } from './use-profile-saver.ts';
import { WallImageUploads } from './WallImageUploads.tsx';

function wallFieldValues(profile: EditorProfile): FormValues {
  return {
    textupdates: profile.textupdates === 1,
    sharebuttons: profile.sharebuttons === 1,
    show_author: profile.show_author === 1,
    enable_realtime: profile.enable_realtime === 1,
    custom_css: profile.custom_css,
  };
}

/** One schema-drawn group of settings, with its own values and messages. */
function SettingsForm({
  title,
  schema,
  start,
  serverErrors,
  gateFor,
  onValid,
}: {
  readonly title: string;
  readonly schema: SchemaNode;
  readonly start: FormValues;
  readonly serverErrors: FieldErrors;
  readonly gateFor: (field: FieldSpec) => ReactNode | undefined;
  /** Called with the changed top-level field and its value, once the values check out. */
  readonly onValid: (name: string, value: unknown) => void;
}) {
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, start));
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <section className="settings-form" aria-label={title}>
      <h3 className="panel-subheading">{title}</h3>
      <SchemaForm
        schema={schema}
        values={values}
        errors={{ ...serverErrors, ...errors }}
        gateFor={gateFor}
        onChange={(next, path) => {
          setValues(next);
          const found = validateValues(fields, next);
          setErrors(found);
          const name = path.split('.')[0] ?? path;
          if (!Object.keys(found).some((p) => p === name || p.startsWith(`${name}.`))) {
            onValid(name, next[name]);
          }
        }}
      />
    </section>
  );
}

/** The personalize section. */
export function PersonalizeSection({
  userName,
  notify,
  onWallChanged,
  profile,
  plugins,
  can,
  setProfile,
}: PanelSectionProps) {
  const onSaved = useCallback(
    (saved: EditorProfile) => {
      setProfile(saved);
      onWallChanged();
    },
    [setProfile, onWallChanged],
  );
  const saver = useProfileSaver(userName, profile, onSaved, notify);
  // Bumped when an upload changes the banner, background or logo: the forms below start again
  // from the saved profile, so they never send back the address they showed before.
  const [imagesChanged, setImagesChanged] = useState(0);
  const theme = installedThemeFor(plugins.themes, profile.theme);
  const sources = profileAccounts(profile);
  const sourceKey = sources.map((s) => s.id).join(',');
  const display = useMemo(
    () => displaySchema(theme?.options as SchemaNode | undefined, sources),
    // Sources are keyed by `sourceKey`.
    [theme, sourceKey],
  );
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    if (saver.state === 'saved') setAnnounce(messages.editSettingsSaved);
    else if (saver.state !== 'idle') setAnnounce('');
  }, [saver.state]);

  const gateFor = (field: FieldSpec) => {
    const feature = featureOfField(field);
    return feature && !can(feature) ? <UpgradePrompt feature={feature} /> : undefined;
  };
  const queue = (changes: PendingChanges) => saver.queue(changes);
  // The chosen theme shows as selected at once, while it saves; a failed save puts it back.
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  async function chooseTheme(id: string) {
    setChoosing(id);
    try {
      await saver.saveNow({ fields: { theme: id } });
    } finally {
      setChoosing(undefined);
    }
  }

  return (
    <div className="personalize-section">
      <ThemePicker
        themes={plugins.themes}
        selected={choosing ?? theme?.id}
        can={can}
        disabled={saver.state === 'saving'}
        onSelect={(next) => void chooseTheme(next.id)}
      />
      <p className="save-state" role="status" data-save-state={saver.state}>
        {announce}
      </p>
      <SettingsForm
        key={`display-${theme?.id ?? 'none'}-${imagesChanged}`}
        title={theme ? `${theme.displayName} options` : 'Layout'}
        schema={display}
        start={{ ...theme?.defaults, ...profile.display_profile }}
        serverErrors={issuesUnder('embed_display_profile', saver.issues)}
        gateFor={gateFor}
        onValid={(name, value) => queue({ display: { [name]: value } })}
      />
      <SettingsForm
        key={`appearance-${imagesChanged}`}
        title="Appearance"
        schema={appearanceSchema}
        start={profile.settings}
        serverErrors={issuesUnder('settings', saver.issues)}
        gateFor={gateFor}
        onValid={(name, value) => queue({ settings: { [name]: value ?? null } })}
      />
      <WallImageUploads
        userName={userName}
        profile={profile}
        can={can}
        notify={notify}
        onChanged={(saved) => {
          onSaved(saved);
          setImagesChanged((count) => count + 1);
        }}
      />
      <SettingsForm
        title="Wall"
        schema={wallFieldsSchema}
        start={wallFieldValues(profile)}
        serverErrors={issuesUnder('', saver.issues)}
        gateFor={gateFor}
        onValid={(name, value) => queue({ fields: { [name]: value } })}
      />
    </div>
  );
}
