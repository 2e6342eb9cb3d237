import { ok, type Result } from '../../domain/shared/result';
import type { AuditRecorder } from '../admin/audit-recorder';

/** SPEC §2, §3: the incident's PDF was handed to the operator; the user behaviour trail records SEND_ARCHIVE. */
export class RecordIncidentExportUseCase {
  constructor(private readonly audit: AuditRecorder) {}

  execute(input: { readonly incidentId: string | number }): Promise<Result<void, never>> {
    this.audit.record('SEND_ARCHIVE', { incidentId: String(input.incidentId), format: 'pdf' });
    return Promise.resolve(ok(undefined));
  }
}
