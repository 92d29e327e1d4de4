/** The full-name workbench's report from the API (/api/full-name); nothing typed is stored. */
import { api } from './api.ts';
import { fullNameHref, type FullNameInput, type FullNameReport } from '../shared/full-name.ts';

export async function fetchFullNameReport(input: FullNameInput, signal?: AbortSignal): Promise<FullNameReport | null> {
  const query = fullNameHref(input).split('?')[1] ?? '';
  const body = await api<{ data: { report: FullNameReport | null } }>(`/api/full-name?${query}`, {
    ...(signal ? { signal } : {}),
  });
  return body.data.report;
}
