import { Kind, parse, type SelectionSetNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../src/adapters/real/incidents-graphql.documents';
import { SHARED_VIEW_FIELDS } from '../support/shared-view-fields';

function selectedPaths(set: SelectionSetNode | undefined, prefix = ''): string[] {
  return (set?.selections ?? []).flatMap((selection) => {
    // A fragment would hide fields from this reading: the document must name each one.
    if (selection.kind !== Kind.FIELD) throw new Error(`unexpected ${selection.kind} in the no-login query`);
    const path = `${prefix}${selection.name.value}`;
    return [path, ...selectedPaths(selection.selectionSet, `${path}.`)];
  });
}

describe("the no-login view's query", () => {
  const document = parse(OPERATIONS.getIncidentByIdNoAuth.text);
  const [definition] = document.definitions;
  const root = definition?.kind === Kind.OPERATION_DEFINITION ? definition.selectionSet.selections[0] : undefined;

  it('is one query of getIncidentByIdNoAuth, without fragments or aliases', () => {
    expect(document.definitions).toHaveLength(1);
    expect(definition?.kind === Kind.OPERATION_DEFINITION && definition.operation).toBe('query');
    expect(root?.kind === Kind.FIELD && root.name.value).toBe('getIncidentByIdNoAuth');
    expect(OPERATIONS.getIncidentByIdNoAuth.text).not.toMatch(/\.\.\.|:\s*[A-Za-z_]+\s*[({]/);
  });

  it('asks for exactly the fields the view shows and the two that say whether it is still live', () => {
    const paths = root?.kind === Kind.FIELD ? selectedPaths(root.selectionSet) : [];
    expect([...paths].sort()).toEqual([...SHARED_VIEW_FIELDS]);
  });

  it.each([
    'sendToPhone',
    'sendToPhones',
    'description',
    'comments',
    'media',
    'userCreate',
    'activeOperator',
    'viewShareToken',
    'videoStream.token',
    'videoStream.uid',
  ])('never asks for %s', (field) => {
    const paths = root?.kind === Kind.FIELD ? selectedPaths(root.selectionSet) : [];
    expect(paths).not.toContain(field);
  });
});
