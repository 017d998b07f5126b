/**
 * The personalize section, in groups: Theme (the gallery of installed themes, then the chosen
 * theme's options with the banner and call to action), Colours (with a sample of the name bar
 * and contrast warnings), Fonts (each drawn in its face), Layout and display, Images and Wall
 * (switches and custom CSS). Forms are drawn from schemas; changes save to
 * `PUT /api/profile/{user}` after a pause and the wall beside the panel reloads; the samples in
 * the groups show a choice before it is saved. Features the plan lacks show the upgrade prompt.
 */
import { useTranslator } from '@chorus/theme-kit';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { useTexts } from '../../i18n/texts.ts';
import { profileAccounts, type EditorProfile } from '../editor-data.ts';
import type { PanelSectionProps } from '../panel-section-props.ts';
import { UpgradePrompt } from '../plan-gates.tsx';
import { texts } from '../texts.ts';
import { ColourCheck } from './ColourCheck.tsx';
import { FontField } from './FontField.tsx';
import {
  appearanceGroups,
  appearanceSchema,
  displaySchema,
  featureOfField,
  localizedSchema,
  pickFields,
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
  level = 3,
  schema,
  start,
  serverErrors,
  gateFor,
  onValid,
  before,
  after,
}: {
  readonly title: string;
  /** The level of the form's heading: 3 for a group, 4 for a form inside a group. */
  readonly level?: 3 | 4;
  readonly schema: SchemaNode;
  readonly start: FormValues;
  readonly serverErrors: FieldErrors;
  readonly gateFor: (field: FieldSpec) => ReactNode | undefined;
  /** Called with the changed top-level field and its value, once the values check out. */
  readonly onValid: (name: string, value: unknown) => void;
  /** Drawn above the fields, with the values being edited (saved or not). */
  readonly before?: ReactNode;
  /** Drawn under the fields, with the values being edited (saved or not). */
  readonly after?: (values: FormValues) => ReactNode;
}) {
  const fields = useMemo(() => fieldsOf(schema), [schema]);
  const translator = useTranslator();
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, start));
  const [errors, setErrors] = useState<FieldErrors>({});
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className={`settings-form settings-form--level-${level}`} aria-label={title}>
      <Heading className="panel-subheading">{title}</Heading>
      {before}
      <SchemaForm
        schema={schema}
        values={values}
        errors={{ ...serverErrors, ...errors }}
        gateFor={gateFor}
        onChange={(next, path) => {
          setValues(next);
          const found = validateValues(fields, next, translator);
          setErrors(found);
          const name = path.split('.')[0] ?? path;
          if (!Object.keys(found).some((p) => p === name || p.startsWith(`${name}.`))) {
            onValid(name, next[name]);
          }
        }}
      />
      {after?.(values)}
    </section>
  );
}

/** The font faces of the wall, each drawn in its face; saved like the other settings. */
function FontFaces({
  profile,
  onValid,
}: {
  readonly profile: EditorProfile;
  readonly onValid: (name: string, value: unknown) => void;
}) {
  const t = useTexts(texts);
  const stored = (name: string) => {
    const value = profile.settings[name];
    return typeof value === 'string' ? value : '';
  };
  const [faces, setFaces] = useState<Readonly<Record<string, string>>>(() =>
    Object.fromEntries(appearanceGroups.fontFaces.map((name) => [name, stored(name)])),
  );
  return (
    <>
      {appearanceGroups.fontFaces.map((name) => (
        <FontField
          key={name}
          name={name}
          label={t(name === 'font_secondary' ? 'fieldFontSecondary' : 'fieldFontTertiary')}
          value={faces[name] ?? ''}
          onChange={(font) => {
            setFaces({ ...faces, [name]: font });
            onValid(name, font === '' ? null : font);
          }}
        />
      ))}
    </>
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
  previewDraft,
}: PanelSectionProps) {
  const t = useTexts(texts);
  const translator = useTranslator();
  const themeHeadingId = useId();
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
    () => displaySchema(theme?.options as SchemaNode | undefined, sources, translator.locale),
    // Sources are keyed by `sourceKey`.
    [theme, sourceKey, translator.locale],
  );
  const appearance = useMemo(
    () => localizedSchema(appearanceSchema, t, translator.locale),
    [t, translator.locale],
  );
  const groups = useMemo(
    () => ({
      colours: pickFields(appearance, appearanceGroups.colours),
      fonts: pickFields(appearance, appearanceGroups.fonts),
      layout: pickFields(appearance, appearanceGroups.layout),
      images: pickFields(appearance, appearanceGroups.images),
      wall: localizedSchema(wallFieldsSchema, t),
    }),
    [appearance, t],
  );
  const [announce, setAnnounce] = useState('');
  useEffect(() => {
    if (saver.state === 'saved') setAnnounce(translator.t('editSettingsSaved'));
    else if (saver.state !== 'idle') setAnnounce('');
  }, [saver.state, translator]);

  const gateFor = (field: FieldSpec) => {
    const feature = featureOfField(field);
    return feature && !can(feature) ? <UpgradePrompt feature={feature} /> : undefined;
  };
  const queue = (changes: PendingChanges) => saver.queue(changes);
  // The appearance settings edited since the panel opened, shown in the preview at once.
  const draft = useRef<Readonly<Record<string, unknown>>>({});
  const settingsValid = (name: string, value: unknown) => {
    draft.current = { ...draft.current, [name]: value ?? null };
    previewDraft(draft.current);
    queue({ settings: { [name]: value ?? null } });
  };
  const settingsErrors = issuesUnder('settings', saver.issues);
  // The chosen theme shows as selected at once, while it saves; a failed save puts it back.
  // The radios stay enabled meanwhile, so the keyboard focus stays on the chosen one.
  const [choosing, setChoosing] = useState<string | undefined>(undefined);
  async function chooseTheme(id: string) {
    setChoosing(id);
    try {
      await saver.saveNow({ fields: { theme: id } });
    } finally {
      setChoosing((now) => (now === id ? undefined : now));
    }
  }

  return (
    <div className="personalize-section">
      <p className="save-state" role="status" data-save-state={saver.state}>
        {announce}
      </p>
      <section className="personalize-group" aria-labelledby={themeHeadingId}>
        <h3 className="panel-subheading" id={themeHeadingId}>
          {t('groupTheme')}
        </h3>
        <ThemePicker
          themes={plugins.themes}
          selected={choosing ?? theme?.id}
          can={can}
          labelledBy={themeHeadingId}
          onSelect={(next) => void chooseTheme(next.id)}
        />
        <SettingsForm
          key={`display-${theme?.id ?? 'none'}-${imagesChanged}`}
          level={4}
          title={theme ? t('themeOptions', { theme: theme.displayName }) : t('layout')}
          schema={display}
          start={{ ...theme?.defaults, ...profile.display_profile }}
          serverErrors={issuesUnder('embed_display_profile', saver.issues)}
          gateFor={gateFor}
          onValid={(name, value) => queue({ display: { [name]: value } })}
        />
      </section>
      <SettingsForm
        key={`colours-${imagesChanged}`}
        title={t('groupColours')}
        schema={groups.colours}
        start={profile.settings}
        serverErrors={settingsErrors}
        gateFor={gateFor}
        onValid={settingsValid}
        after={(values) => <ColourCheck values={values} />}
      />
      <SettingsForm
        key={`fonts-${imagesChanged}`}
        title={t('groupFonts')}
        schema={groups.fonts}
        start={profile.settings}
        serverErrors={settingsErrors}
        gateFor={gateFor}
        onValid={settingsValid}
        before={<FontFaces profile={profile} onValid={settingsValid} />}
      />
      <SettingsForm
        key={`layout-${imagesChanged}`}
        title={t('groupLayout')}
        schema={groups.layout}
        start={profile.settings}
        serverErrors={settingsErrors}
        gateFor={gateFor}
        onValid={settingsValid}
      />
      <SettingsForm
        key={`images-${imagesChanged}`}
        title={t('groupImages')}
        schema={groups.images}
        start={profile.settings}
        serverErrors={settingsErrors}
        gateFor={gateFor}
        onValid={settingsValid}
        after={() => (
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
        )}
      />
      <SettingsForm
        title={t('groupWall')}
        schema={groups.wall}
        start={wallFieldValues(profile)}
        serverErrors={issuesUnder('', saver.issues)}
        gateFor={gateFor}
        onValid={(name, value) => queue({ fields: { [name]: value } })}
      />
    </div>
  );
}
