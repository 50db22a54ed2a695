import { getAccessToken } from '@/lib/auth/token-store';

import { api } from '../../client';
import { ApiError, ClientCode } from '../../errors';
import { CodeOK, type Envelope, type TeamIconPolicy, type TeamIconUploaded } from '../../types.gen';

/** GET /api/team/sign_icon_policy (roles 1-2): where and with which fields to post the icon. */
export function getTeamIconPolicy(teamId: number, file: File): Promise<TeamIconPolicy> {
  return api.get<TeamIconPolicy>('/api/team/sign_icon_policy', { team_id: teamId, size: file.size, fileName: file.name });
}

/** Posts the icon as multipart field "file" with the policy's fields; the answer names the stored icon. */
export async function uploadTeamIcon(policy: TeamIconPolicy, file: File): Promise<TeamIconUploaded> {
  const form = new FormData();
  for (const [name, value] of Object.entries(policy.form_data)) form.append(name, value);
  form.append('file', file);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getAccessToken();
  // Our own host wants the sign-in; another host (a bucket) has what it needs in the fields.
  if (token && policy.host.startsWith('/')) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(policy.host, { method: 'POST', body: form, headers });
  } catch (error) {
    throw new ApiError(ClientCode.network, error instanceof Error ? error.message : 'network');
  }
  let parsed: Envelope<TeamIconUploaded> | null = null;
  try {
    parsed = (await response.json()) as Envelope<TeamIconUploaded>;
  } catch {
    throw new ApiError(ClientCode.badResponse, response.statusText, response.status);
  }
  if (parsed.code !== CodeOK) throw new ApiError(parsed.code, parsed.msg, response.status, parsed.reason ?? '');
  return parsed.data;
}
