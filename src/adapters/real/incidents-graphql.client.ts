import { ApolloClient, CombinedGraphQLErrors, HttpLink, InMemoryCache, ServerError, ServerParseError } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import documents from 'virtual:graphql-documents';
import { checkedGraphqlFetch } from './schemas/graphql.schema';

/** Apollo's error classes the adapter tells apart (toGatewayError). */
export interface ApolloErrors {
  readonly CombinedGraphQLErrors: typeof CombinedGraphQLErrors;
  readonly ServerError: typeof ServerError;
  readonly ServerParseError: typeof ServerParseError;
}

export interface GraphqlRunner {
  readonly client: ApolloClient;
  readonly apollo: ApolloErrors;
  /** Each operation's document by its name, parsed at build time (build/graphql-documents.ts): no parser ships. */
  readonly documents: ReadonlyMap<string, DocumentNode>;
}

/**
 * The GraphQL client of the incidents adapter, in a module of its own that the adapter imports on its first call.
 * Apollo and graphql are imported here by name, so the build keeps only what the client uses (a module namespace
 * loaded with `import()` keeps every export: the whole of graphql, its schema building and validation included).
 */
export function createGraphqlRunner(url: string): GraphqlRunner {
  const client = new ApolloClient({
    link: new HttpLink({ uri: url, fetch: checkedGraphqlFetch() }),
    cache: new InMemoryCache(),
    defaultOptions: { query: { fetchPolicy: 'no-cache' }, mutate: { fetchPolicy: 'no-cache' } },
    // A read asked after INCIDENT_UPDATED must reach the server: joined to the same read already in flight, it
    // would be answered with the copy from before the change, and the change would never be shown.
    queryDeduplication: false,
  });
  return { client, apollo: { CombinedGraphQLErrors, ServerError, ServerParseError }, documents: new Map(Object.entries(documents)) };
}
