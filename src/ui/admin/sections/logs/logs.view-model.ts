import { runInAction } from 'mobx';
import { LogsFacade } from '../../../../application/admin/logs.facade';
import type { LogRecord } from '../../../../application/ports/recent-logs.port';
import type { CallFailure } from '../../../../application/shared/failure';
import type { ListFields, ListQuerySpec } from '../../../../domain/admin/list-query';
import { LOG_LEVELS, type LogLevel } from '../../../../domain/shared/constants';
import { isLevelEnabled } from '../../../../domain/shared/log-level';
import { ok, type Result } from '../../../../domain/shared/result';
import type { Services } from '../../../shared/services';
import { adminListDeps } from '../../resource/admin-list-deps';
import type { ResourceListDeps, ResourceListViewModel } from '../../resource/resource-list.view-model';
import { sectionList, type SectionDescriptor, type SectionParams } from '../../resource/resource-section';
import type { AdminSectionParams } from '../../resource/use-admin-section';
import { wholeListSource } from '../../resource/whole-list-source';
import { makeObservableExcept } from '../../../shared/make-observable-except';

/** The levels an entry can have, most severe first (SPEC §3 logging levels but off). */
export const ENTRY_LEVELS = LOG_LEVELS.filter((level): level is Exclude<LogLevel, 'off'> => level !== 'off');

const FIELDS: ListFields<LogRecord> = {
  text: (r) => `${r.message} ${r.data ?? ''}`,
  sortValue: (r, field) => (field === 'level' ? ENTRY_LEVELS.indexOf(r.level) : r.at),
  // A level keeps its entries and the more severe ones ('warning': warnings and errors).
  matches: (r, filter, value) =>
    filter !== 'level' || !(ENTRY_LEVELS as readonly string[]).includes(value) || isLevelEnabled(value as LogLevel, r.level),
};

const LOGS_LIST: ListQuerySpec = { sortable: ['at', 'level'], filters: ['level'], defaultSort: { field: 'at', order: 'desc' } };

export const LOGS_SECTION: SectionDescriptor<LogRecord> = {
  key: 'logs',
  spec: LOGS_LIST,
  nameOf: (r) => r.message,
  csv: {
    columns: ['at', 'level', 'message', 'data'],
    dates: ['at'],
    fileName: 'console-log.csv',
    row: (r) => [new Date(r.at).toISOString(), r.level, r.message, r.data ?? ''],
  },
};

export interface LogsDeps extends Omit<ResourceListDeps<LogRecord>, 'source'> {
  readonly logs: Pick<LogsFacade, 'list'>;
}

/**
 * The console's own recent log entries (scrubbed, the last 500 at most), newest first, by level (and the more severe)
 * and by text, refreshed on demand, exported as CSV. The server's logs have no call in SPEC §7: the page says so.
 */
export class LogsViewModel {
  /** The level the console logs at, once read. */
  level: LogLevel | null = null;
  readonly list: ResourceListViewModel<LogRecord>;

  constructor(deps: LogsDeps, params: SectionParams) {
    const load = async (): Promise<Result<LogRecord[], CallFailure>> => {
      const read = await deps.logs.list();
      if (!read.ok) return read;
      runInAction(() => (this.level = read.value.level));
      return ok([...read.value.entries]);
    };
    this.list = sectionList({ ...deps, source: wholeListSource(load, FIELDS) }, params, LOGS_SECTION);
    makeObservableExcept(this, ['list']);
  }

  readonly start = (): void => this.list.start();
  readonly dispose = (): void => this.list.dispose();

  /** Reads the entries logged since. */
  refresh(): void {
    void this.list.load();
  }
}

export function createLogsViewModel(services: Services, params: AdminSectionParams): LogsViewModel {
  return new LogsViewModel({ logs: services.get(LogsFacade), ...adminListDeps(services, params.notify) }, params);
}
