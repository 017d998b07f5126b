/** The credentials store: OAuth tokens and API keys, encrypted at rest (AES-256-GCM). */
export {
  createKeyring,
  decodeSecretKey,
  keyIdOf,
  loadKeyring,
  KeyringError,
  secretKeyFileName,
  type Keyring,
  type KeyringSource,
} from './keyring.ts';
export { CredentialsDecryptError } from './seal.ts';
export {
  loadCredentials,
  saveCredentials,
  type CredentialPayload,
  type CredentialRecord,
  type LoadCredentialsInput,
  type SaveCredentialsInput,
} from './store.ts';
