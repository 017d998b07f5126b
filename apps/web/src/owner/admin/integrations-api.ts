/**
 * The administrator's calls for page integrations (analytics, live chat, affiliate tracker):
 * each installed one with its switch, settings and settings schema, and saving them.
 */
import { apiRequest } from '../api-client.ts';
import type { FormValues, SchemaNode } from '../forms/schema-fields.ts';

/** An installed integration as `GET /api/admin/integrations` lists it. */
export interface AdminIntegration {
  readonly id: string;
  /** Its name and description, in the owner's language. */
  readonly name: string;
  readonly description: string;
  readonly pages: readonly ('owner' | 'wall')[];
  /** `paying`: only accounts on paying plans get it (hosted mode). */
  readonly plans: 'all' | 'paying';
  readonly enabled: boolean;
  readonly settings: FormValues;
  /** The JSON Schema of its settings, drawn as the form. */
  readonly schema: SchemaNode;
  readonly saved_at: string | null;
}

/** Every installed integration. */
export async function listIntegrations(signal?: AbortSignal): Promise<AdminIntegration[]> {
  const answer = await apiRequest<{ integrations: AdminIntegration[] }>('/api/admin/integrations', {
    signal,
  });
  return answer.integrations;
}

/** Turns an integration on or off and saves its settings (checked by the server when on). */
export function saveIntegration(
  id: string,
  change: { enabled: boolean; settings: FormValues },
): Promise<AdminIntegration> {
  return apiRequest<AdminIntegration>(`/api/admin/integrations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: change,
  });
}
