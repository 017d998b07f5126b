/**
 * Connecting a source: one dialog for every network, its form drawn from the chosen feed type's
 * JSON Schema (`GET /api/plugins`), the connector's own messages shown under each field.
 */
import type { ConnectorDescription } from '@chorus/core';
import { useTranslator } from '@chorus/theme-kit';
import { useTexts } from '../../i18n/texts.ts';
import { texts } from '../texts.ts';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { ApiError } from '../../api-client.ts';
import { SchemaForm } from '../../forms/SchemaForm.tsx';
import { suggestionLookups } from '../../forms/suggestion-lookups.ts';
import {
  fieldsOf,
  initialValues,
  issuesUnder,
  submittedValues,
  type FieldErrors,
  type FormValues,
  type SchemaNode,
} from '../../forms/schema-fields.ts';
import { DialogActions } from '../../ui/DialogActions.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { UpgradePrompt, type FeatureCheck } from '../plan-gates.tsx';
import { loadOAuthSetup, oauthAppOfFeedType, signsIn } from './auth-popup.ts';
import { connectSource, removeSource, type SourceView } from './sources-api.ts';
import { uploadArchive, type ArchiveImport } from './archive-api.ts';
import { ArchiveFileField, ArchiveProgress } from './ArchiveUpload.tsx';

/** Props of {@link ConnectDialog}. */
export interface ConnectDialogProps {
  readonly connector: ConnectorDescription;
  readonly wall: string;
  readonly can: FeatureCheck;
  readonly onClose: () => void;
  /** Called with the new source; the dialog closes. */
  readonly onConnected: (source: SourceView) => void;
}

/** The connect dialog of one network. */
export function ConnectDialog({ connector, wall, can, onClose, onConnected }: ConnectDialogProps) {
  const formId = useId();
  const t = useTexts(texts);
  const translator = useTranslator();
  const [feedTypeId, setFeedTypeId] = useState(connector.feedTypes[0]?.id ?? '');
  const feedType = connector.feedTypes.find((type) => type.id === feedTypeId);
  const schema = (feedType?.schema ?? {}) as SchemaNode;
  const signIn = signsIn(connector, feedTypeId);
  const [values, setValues] = useState<FormValues>(() => initialValues(fieldsOf(schema)));
  // Sign-in details, for a feed type that declares them: sent once, stored encrypted.
  const credentialsSchema = feedType?.credentials as SchemaNode | undefined;
  const [credentials, setCredentials] = useState<FormValues>({});
  const [credentialErrors, setCredentialErrors] = useState<FieldErrors>({});
  const [privacy, setPrivacy] = useState<0 | 1>(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // An archive connector (Google+, Vine): the file, then the import's progress.
  const archive = connector.archive;
  const [archiveFile, setArchiveFile] = useState<File | null>(null);
  const [archiveError, setArchiveError] = useState('');
  const [importing, setImporting] = useState<{
    source: SourceView;
    started: ArchiveImport;
    ended: boolean;
  } | null>(null);
  // A feed type signed in with OAuth 2 whose app this server has no client for cannot be
  // connected: say so instead of creating a source and opening a popup that would fail. The
  // app is the feed type's own sign-in's (an Instagram profile's Instagram Login), else the
  // network's.
  const [oauthProblem, setOAuthProblem] = useState<string | null>(null);
  const oauthApp = oauthAppOfFeedType(connector, feedTypeId);
  useEffect(() => {
    setOAuthProblem(null);
    if (oauthApp === null) return;
    let current = true;
    loadOAuthSetup(oauthApp).then(
      (setup) => current && setOAuthProblem(setup.configured ? null : setup.message),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [oauthApp]);
  const typeaheads = useMemo(
    () => (feedType ? suggestionLookups(connector.id, feedType) : {}),
    [connector.id, feedType],
  );

  function chooseFeedType(id: string) {
    setFeedTypeId(id);
    const next = connector.feedTypes.find((type) => type.id === id);
    setValues(initialValues(fieldsOf((next?.schema ?? {}) as SchemaNode)));
    setCredentials({});
    setCredentialErrors({});
    setErrors({});
    setFailure(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!feedType || sending || oauthProblem !== null) return;
    if (archive && !archiveFile) {
      setArchiveError(t('archiveChoose'));
      return;
    }
    setSending(true);
    setFailure(null);
    setArchiveError('');
    try {
      const source = await connectSource(connector.id, {
        wall,
        feed_type: feedType.id,
        options: submittedValues(fieldsOf(schema), values),
        privacy,
        ...(credentialsSchema
          ? { credentials: submittedValues(fieldsOf(credentialsSchema), credentials) }
          : {}),
      });
      if (archive && archiveFile) {
        try {
          const started = await uploadArchive(connector.id, source.id, archiveFile);
          setImporting({ source, started, ended: false });
        } catch (error) {
          // A refused archive leaves nothing behind: the new, empty source goes again.
          await removeSource(source).catch(() => undefined);
          setArchiveError(error instanceof ApiError ? error.message : translator.t('uploadFailed'));
        }
        return;
      }
      onConnected(source);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const fieldErrors = issuesUnder('options', error.issues);
        const signInErrors = issuesUnder('credentials', error.issues);
        setErrors(fieldErrors);
        setCredentialErrors(signInErrors);
        // A refusal outside the options (no wall: the spec's "User id not given") says its own
        // message rather than the general one.
        if (Object.keys(fieldErrors).length + Object.keys(signInErrors).length === 0) {
          setFailure(error.issues[0]?.message ?? error.message);
        }
      } else if (error instanceof ApiError && error.status === 402) {
        setErrors({});
        setFailure(error.message);
      } else {
        setErrors({});
        setFailure(translator.t('connectFailed'));
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Modal
      title={t('connectTo', { network: connector.displayName })}
      onClose={onClose}
      className="connect-dialog"
      footer={
        importing ? (
          <button
            type="button"
            className="primary"
            disabled={!importing.ended}
            onClick={() => onConnected(importing.source)}
          >
            {t('done')}
          </button>
        ) : (
          <DialogActions
            onCancel={onClose}
            label={signIn ? t('connectAndSignIn') : t('connect')}
            disabled={sending || !feedType || oauthProblem !== null}
            form={formId}
            className="primary"
          />
        )
      }
    >
      {importing ? (
        <ArchiveProgress
          network={connector.id}
          sourceId={importing.source.id}
          initial={importing.started}
          onEnd={() => setImporting((now) => now && { ...now, ended: true })}
        />
      ) : (
        <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
          {connector.feedTypes.length > 1 && (
            <fieldset className="feed-types">
              <legend>{t('feedType')}</legend>
              {connector.feedTypes.map((type) => (
                <label key={type.id} className="feed-types__choice">
                  <input
                    type="radio"
                    name="feed_type"
                    value={type.id}
                    checked={type.id === feedTypeId}
                    onChange={() => chooseFeedType(type.id)}
                  />
                  {type.title}
                </label>
              ))}
            </fieldset>
          )}
          {feedType?.description && <p className="feed-type-description">{feedType.description}</p>}
          <SchemaForm
            key={feedTypeId}
            schema={schema}
            values={values}
            errors={errors}
            typeaheads={typeaheads}
            onChange={(next, path) => {
              setValues(next);
              if (errors[path]) setErrors({ ...errors, [path]: '' });
            }}
          />
          {archive && (
            <ArchiveFileField
              archive={archive}
              error={archiveError}
              onChange={(file) => {
                setArchiveFile(file);
                setArchiveError('');
              }}
            />
          )}
          {credentialsSchema && (
            <fieldset className="connect-dialog__sign-in">
              <legend>{t('signInTo', { network: connector.displayName })}</legend>
              <p className="connect-dialog__sign-in-note">{t('credentialsNote')}</p>
              <SchemaForm
                key={`${feedTypeId}-credentials`}
                schema={credentialsSchema}
                values={credentials}
                errors={credentialErrors}
                onChange={(next, path) => {
                  setCredentials(next);
                  if (credentialErrors[path]) {
                    setCredentialErrors({ ...credentialErrors, [path]: '' });
                  }
                }}
              />
            </fieldset>
          )}
          <div className="schema-field schema-field--checkbox">
            {can('moderation') ? (
              <label>
                <input
                  type="checkbox"
                  name="privacy"
                  checked={privacy === 1}
                  onChange={(event) => setPrivacy(event.target.checked ? 1 : 0)}
                />
                {t('manualApprovalLong')}
              </label>
            ) : (
              <UpgradePrompt feature="moderation" what={t('manualApproval')} />
            )}
          </div>
          {oauthProblem !== null && (
            <p className="form-failure connect-dialog__oauth-missing" role="alert">
              {oauthProblem}
            </p>
          )}
          {signIn && oauthProblem === null && (
            <p className="connect-dialog__auth">
              {t('signInWindow', { network: connector.displayName })}
            </p>
          )}
          {failure && (
            <p className="form-failure" role="alert">
              {failure}
            </p>
          )}
        </form>
      )}
    </Modal>
  );
}
