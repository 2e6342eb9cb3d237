/** Made by build/graphql-documents.ts: incidents-graphql.documents.ts's operations, parsed at build time, by name. */
declare module 'virtual:graphql-documents' {
  import type { DocumentNode } from 'graphql';
  const documents: Readonly<Record<string, DocumentNode>>;
  export default documents;
}
