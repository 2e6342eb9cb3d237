import { buildSearchRequest, type SearchForm, type SearchResult } from '../../domain/search/search-incidents';
import type { Result } from '../../domain/shared/result';
import type { IncidentsRestGateway } from '../ports/incidents-rest-gateway.port';
import { attempt, type CallFailure } from '../shared/failure';

/** SPEC §5, §7 one incident search: the form as the search request of domain buildSearchRequest. */
export class SearchIncidentsUseCase {
  constructor(private readonly rest: IncidentsRestGateway) {}

  execute(input: { readonly form: SearchForm }): Promise<Result<readonly SearchResult[], CallFailure>> {
    return attempt(() => this.rest.search(buildSearchRequest(input.form)));
  }
}
